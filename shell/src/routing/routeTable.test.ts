import { matchRoutes } from 'react-router-dom';
import { findRouteOwner, loadRouteTable, type RouteOwner, type RouteTable } from './routeTable';

const MAP = {
  marketing: 'https://marketing.example/mf-manifest.json',
  intake: 'https://intake.example/intake/1.4.0/mf-manifest.json',
  portal: 'https://portal.example/mf-manifest.json',
  admin: 'https://admin.example/mf-manifest.json',
};

const route = (path: string, extra: Record<string, unknown> = {}) => ({ path, layout: 'main', indexable: true, addresses: [path], ...extra });

// Routes documents as the remotes' builds publish them (a sample, not the remotes' real lists).
const DOCUMENTS: Record<string, unknown> = {
  'https://marketing.example/routes.json': {
    remote: 'marketing',
    routes: [
      route('/', { preload: ['HomePage'] }),
      route('/about-us'),
      route('/blog/latest-news'),
      route('/blog/:slug', { addresses: ['/blog/holiday-scams'] }),
      route('/forexscampages', { indexable: false, aliasOf: '/forex-scams' }),
    ],
  },
  'https://intake.example/intake/1.4.0/routes.json': { remote: 'intake', routes: [route('/contact-us'), route('/contact-us/thank-you', { indexable: false })] },
  'https://portal.example/routes.json': {
    remote: 'portal',
    routes: [route('/login'), route('/dashboard/*', { layout: 'own', indexable: false, addresses: ['/dashboard/cases'] })],
  },
  // An area (a route with children in the remote's declaration) is published as one route below which the remote answers every path.
  'https://admin.example/routes.json': {
    remote: 'admin',
    routes: [route('/admin/login', { layout: 'own', indexable: false }), route('/admin/*', { layout: 'own', indexable: false, addresses: ['/admin', '/admin/users'] })],
  },
};

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const serve = (documents: Record<string, unknown>) =>
  jest.fn(async (url: string, _init: RequestInit) => (url in documents ? answer(200, documents[url]) : answer(404, {})));

async function tableOf(documents: Record<string, unknown>): Promise<RouteTable> {
  return loadRouteTable(async () => MAP, serve(documents));
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

describe('the route table the remotes publish', () => {
  it("reads a remote's routes from its last good version when its current version's cannot be read", async () => {
    const current = 'https://intake.example/intake/1.5.0/mf-manifest.json';
    const table = await loadRouteTable(async () => ({ ...MAP, intake: current }), serve(DOCUMENTS), async () => ({ intake: MAP.intake }));
    expect(table.complete).toBe(true);
    expect(findRouteOwner(table, '/contact-us')?.remote).toBe('intake');
    // Without a last good version, the table is incomplete: the shell says it cannot tell whose page this is.
    const without = await loadRouteTable(async () => ({ ...MAP, intake: current }), serve(DOCUMENTS));
    expect(without.complete).toBe(false);
    expect(findRouteOwner(without, '/contact-us')).toBeUndefined();
  });

  it('reads each remote\'s routes.json beside its manifest, all at once, as the page preloads it', async () => {
    const fetchMock = serve(DOCUMENTS);
    await loadRouteTable(async () => MAP, fetchMock);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(DOCUMENTS).sort());
    for (const [, init] of fetchMock.mock.calls) expect(init).toEqual({ credentials: 'same-origin' });
  });

  it.each([
    ['/', 'marketing'],
    ['/about-us', 'marketing'],
    ['/forexscampages', 'marketing'],
    ['/blog/holiday-scams', 'marketing'],
    ['/blog/latest-news', 'marketing'],
    ['/contact-us', 'intake'],
    ['/contact-us/thank-you', 'intake'],
    ['/login', 'portal'],
    ['/dashboard', 'portal'],
    ['/dashboard/cases', 'portal'],
    ['/admin/login', 'admin'],
    ['/admin/users', 'admin'],
    ['/admin/cases/C-12', 'admin'],
  ])('gives %s to %s', async (path, remote) => {
    const table = await tableOf(DOCUMENTS);
    expect(table.complete).toBe(true);
    expect(findRouteOwner(table, path)?.remote).toBe(remote);
  });

  it('finds a path without parameters as the router ranks it: the first owner of that path, whatever its case or trailing slash', () => {
    const owner = (path: string, remote: string): RouteOwner => ({ path, remote, layout: 'main' });
    const table: RouteTable = {
      complete: true,
      owners: [owner('/blog/:slug', 'marketing'), owner('/blog/latest-news', 'marketing'), owner('/Contact-Us', 'intake'), owner('/contact-us', 'portal'), owner('/*', 'admin')],
    };
    for (const path of ['/blog/latest-news', '/blog/latest-news/', '/BLOG/Latest-News', '/blog/holiday-scams', '/contact-us', '/contact-us/', '/elsewhere', '/blog/caf%C3%A9']) {
      const routed = matchRoutes(table.owners.map((route) => ({ path: route.path, owner: route })), path)?.[0]?.route.owner;
      expect(findRouteOwner(table, path)).toBe(routed);
    }
    expect(findRouteOwner(table, '/contact-us')?.remote).toBe('intake');
    expect(findRouteOwner(table, '/blog/latest-news')?.path).toBe('/blog/latest-news');
  });

  it('takes each route\'s layout and preloads from its remote', async () => {
    const table = await tableOf(DOCUMENTS);
    expect(findRouteOwner(table, '/')).toEqual({ path: '/', remote: 'marketing', layout: 'main', preload: ['HomePage'] });
    expect(findRouteOwner(table, '/about-us')?.preload).toBeUndefined();
    expect(findRouteOwner(table, '/dashboard/cases')?.layout).toBe('own');
    expect(findRouteOwner(table, '/login')?.layout).toBe('main');
    expect(findRouteOwner(table, '/admin/login')).toMatchObject({ path: '/admin/login', layout: 'own' });
    expect(findRouteOwner(table, '/admin/cases/C-12')).toMatchObject({ path: '/admin/*', layout: 'own' });
  });

  it.each(['/no-such-page', '/about-us/team', '/contact-us/elsewhere', '/blog/holiday-scams/extra', '/logins'])(
    'owns nothing at %s, and knows it (the shell shows its 404)',
    async (path) => {
      const table = await tableOf(DOCUMENTS);
      expect(findRouteOwner(table, path)).toBeUndefined();
      expect(table.complete).toBe(true);
    },
  );

  it('keeps the routes of the remotes it could read when one remote\'s routes are missing or malformed, and says it is incomplete', async () => {
    const missing = await tableOf({ ...DOCUMENTS, 'https://intake.example/intake/1.4.0/routes.json': undefined });
    expect(missing.complete).toBe(false);
    expect(findRouteOwner(missing, '/contact-us')).toBeUndefined();
    expect(findRouteOwner(missing, '/about-us')?.remote).toBe('marketing');

    const otherRemote = await tableOf({ ...DOCUMENTS, 'https://portal.example/routes.json': { remote: 'intake', routes: [] } });
    expect(otherRemote.complete).toBe(false);
    expect(findRouteOwner(otherRemote, '/login')).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('The routes of "portal" name another remote (intake)');

    const badLayout = await tableOf({ ...DOCUMENTS, 'https://admin.example/routes.json': { remote: 'admin', routes: [{ ...route('/admin/*'), layout: 'side' }] } });
    expect(badLayout.complete).toBe(false);
  });

  it('is empty and incomplete when the remote map cannot be read', async () => {
    const table = await loadRouteTable(async () => {
      throw new Error('The remote map answered 503');
    }, serve(DOCUMENTS));
    expect(table).toEqual({ owners: [], complete: false });
  });
});
