/// <reference types="node" />
import path from 'node:path';
import { parseRoutesDocument, type RoutesDocument } from '@frc/federation';
import { routesAt } from '@frc/ui/pageRoutes';
import { ROUTES } from './routes';

// The build step that publishes the routes (plain CommonJS, outside the app's bundle).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const build = require('@frc/build-config/routes') as {
  evaluateModule: (file: string) => { ROUTES: unknown };
  routesDocument: (remote: string, declared: unknown) => Promise<RoutesDocument>;
};

let published: RoutesDocument;
beforeAll(async () => {
  published = await build.routesDocument('portal', build.evaluateModule(path.join(__dirname, 'routes.ts')).ROUTES);
});

describe('the routes of the portal remote, as published', () => {
  it('publishes the client area as one private route of its own frame, with its pages as addresses', () => {
    expect(parseRoutesDocument(JSON.parse(JSON.stringify(published)), 'portal')).toEqual(published);
    expect(published.routes.map((route) => [route.path, route.layout, route.indexable])).toEqual([
      ['/login', 'main', true],
      ['/dashboard/*', 'own', false],
    ]);
    expect(published.routes[1]?.addresses).toEqual(expect.arrayContaining(['/dashboard', '/dashboard/cases', '/dashboard/profile', '/dashboard/settings']));
  });

  it("lists the area's pages, a case's included, and its title: the web servers answer those paths, and only those, with the area's page", () => {
    expect(published.routes[1]).toMatchObject({ title: 'Client area' });
    expect(published.routes[1]?.pages).toEqual(expect.arrayContaining(['/dashboard', '/dashboard/cases', '/dashboard/cases/:ref', '/dashboard/profile']));
    expect(published.routes[0]).not.toHaveProperty('pages');
  });

  it('routes each address to the page declared for it, inside the area', () => {
    expect(routesAt(ROUTES, '/dashboard/profile').map((route) => route.harnessLabel)).toEqual(['Client area', 'My data']);
    expect(routesAt(ROUTES, '/dashboard').map((route) => route.harnessLabel)).toEqual(['Client area', 'Client area']);
    expect(routesAt(ROUTES, '/login').map((route) => route.harnessLabel)).toEqual(['Sign in']);
    for (const route of published.routes) for (const address of route.addresses) expect(routesAt(ROUTES, address).length).toBeGreaterThan(0);
  });

  it('refuses an area the shell could not use', async () => {
    const area = (children: unknown[], options = {}) => [{ path: '/dashboard', layout: 'own', indexable: false, children, ...options }];
    await expect(build.routesDocument('portal', area([{ path: '/profile' }]))).rejects.toThrow('/profile is not below its area /dashboard');
    await expect(build.routesDocument('portal', area([{ path: '/dashboard/cases' }, { path: '/dashboard/cases' }]))).rejects.toThrow('declared twice');
    await expect(build.routesDocument('portal', area([{ path: '/dashboard/cases', indexable: true }]))).rejects.toThrow('whose layout and indexing it takes');
    await expect(build.routesDocument('portal', area([]))).rejects.toThrow('empty list of children');
    await expect(build.routesDocument('portal', [{ path: '/dashboard/:tab', children: [{ path: '/dashboard/:tab' }] }])).rejects.toThrow("an area's path is a plain path");
    // The web servers find a page's parameters in its last two segments only, and a whole segment each.
    await expect(build.routesDocument('portal', area([{ path: '/dashboard/:a/b/c' }]))).rejects.toThrow('in the last 2 segments only');
    await expect(build.routesDocument('portal', area([{ path: '/dashboard/files/*' }]))).rejects.toThrow('cannot end in *');
    await expect(build.routesDocument('portal', area([{ path: '/dashboard/cases/C-:ref' }]))).rejects.toThrow('a parameter is a whole segment');
    // A child with parameters lists no address unless it declares some.
    const withCase = await build.routesDocument('portal', area([{ path: '/dashboard' }, { path: '/dashboard/cases/:ref' }]));
    expect(withCase.routes[0]).toMatchObject({ path: '/dashboard/*', addresses: ['/dashboard'] });
  });
});
