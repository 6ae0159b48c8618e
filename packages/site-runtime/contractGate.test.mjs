// The contract gate (contractGate.mjs) on small builds, and how the builds say what they load
// (packages/build-config/federationUses.js). Run with `npm run check:deploy` (part of `npm test`); check-build runs
// the gate on the real builds.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { contractProblems, mapProblems } from './contractGate.mjs';

const require = createRequire(import.meta.url);
const { federatedModulesIn } = require('@frc/build-config/federationUses.js');
const { routesDocument } = require('@frc/build-config/routes.js');

/** @import { BuildFacts, SharedLibrary } from './types' */

/** @param {string} name @param {string} version @param {string} requiredVersion @returns {SharedLibrary} */
const shared = (name, version, requiredVersion, singleton = true) => ({ name, version, requiredVersion, singleton });
/**
 * @param {{ exposes?: string[], shared?: SharedLibrary[], routes?: BuildFacts['routes']['routes'], uses?: string[] }} [parts]
 * @returns {BuildFacts}
 */
const build = ({ exposes = [], shared: libraries = [], routes = [], uses = [] } = {}) => ({
  manifest: { exposes: exposes.map((name) => ({ name, path: `./${name}` })), shared: libraries },
  routes: { routes },
  uses,
});

const SHELL = build({ shared: [shared('react', '19.3.1', '^19.3.1'), shared('react-router-dom', '7.18.5', '^7.18.5')] });
const MARKETING = build({ exposes: ['App', 'HomePage'], routes: [{ path: '/', preload: ['HomePage'] }], uses: ['intake/LeadForm', 'intake/PricingCards'] });
const INTAKE = build({
  exposes: ['App', 'LeadForm', 'PricingCards'],
  routes: [{ path: '/contact-us' }],
  shared: [shared('react', '19.3.1', '^19.3.1')],
});

test('a build that keeps every promise passes', () => {
  assert.deepEqual(contractProblems({ remote: 'intake', version: '1.5.0', candidate: INTAKE, others: { shell: SHELL, marketing: MARKETING } }), []);
  assert.deepEqual(contractProblems({ remote: 'marketing', version: '2.0.0', candidate: MARKETING, others: { shell: SHELL, intake: INTAKE } }), []);
});

test('a module another app loads, gone from the build, is named with who loads it', () => {
  const candidate = build({ exposes: ['App', 'LeadForm'], routes: [{ path: '/contact-us' }] });
  assert.deepEqual(contractProblems({ remote: 'intake', version: '1.5.0', candidate, others: { shell: SHELL, marketing: MARKETING } }), [
    'intake 1.5.0 does not expose ./PricingCards, which marketing loads',
  ]);
});

test('the shell needs ./App of a remote with pages, and the modules its routes ask the shell to preload', () => {
  const candidate = build({ exposes: ['Home'], routes: [{ path: '/', preload: ['HomePage'] }] });
  assert.deepEqual(contractProblems({ remote: 'marketing', version: '2.0.0', candidate, others: { shell: SHELL } }), [
    "marketing 2.0.0 does not expose ./App, which the shell (for marketing's pages) loads",
    "marketing 2.0.0 does not expose ./HomePage, which the shell (for marketing's pages) loads",
  ]);
  // A remote without pages owes the shell nothing.
  assert.deepEqual(contractProblems({ remote: 'widgets', version: '1.0.0', candidate: build(), others: { shell: SHELL } }), []);
});

test("a module an area's page asks the shell to preload is owed as well: the build publishes the area with its pages' preloads", async () => {
  const declared = [
    { path: '/login' },
    { path: '/dashboard', layout: 'own', indexable: false, children: [{ path: '/dashboard' }, { path: '/dashboard/cases', preload: ['CasesPage'] }] },
  ];
  const { routes } = await routesDocument('portal', declared);
  assert.deepEqual(
    routes.map((route) => [route.path, route.addresses, route.preload]),
    [
      ['/login', ['/login'], undefined],
      ['/dashboard/*', ['/dashboard', '/dashboard/cases'], ['CasesPage']],
    ],
  );
  assert.deepEqual(contractProblems({ remote: 'portal', version: '1.1.0', candidate: build({ exposes: ['App'], routes }), others: { shell: SHELL } }), [
    "portal 1.1.0 does not expose ./CasesPage, which the shell (for portal's pages) loads",
  ]);
});

test('what the candidate loads from the others, they must expose as the map serves them', () => {
  const candidate = { ...MARKETING, uses: ['intake/LeadForm', 'intake/Calculator'] };
  assert.deepEqual(contractProblems({ remote: 'marketing', version: '2.1.0', candidate, others: { shell: SHELL, intake: INTAKE } }), [
    'marketing 2.1.0 loads intake/Calculator, which the intake the map serves does not expose',
  ]);
});

test("a shared library the shell provides at a version the build does not accept, or not at all, is named", () => {
  const candidate = build({
    exposes: ['App'],
    routes: [{ path: '/contact-us' }],
    shared: [shared('react', '20.0.0', '^20.0.0'), shared('react-router-dom', '7.20.0', '^7.9.0'), shared('zustand', '5.1.0', '^5.1.0'), shared('lodash', '4.17.21', '^4.17.0', false)],
  });
  assert.deepEqual(contractProblems({ remote: 'intake', version: '2.0.0', candidate, others: { shell: SHELL } }), [
    'intake 2.0.0 requires react ^20.0.0; the shell provides 19.3.1',
    'intake 2.0.0 shares zustand as a singleton, which the shell does not provide',
  ]);
});

test("a map's gate checks each remote's current version and its canary against the others' current versions", () => {
  /** @param {string} number @param {BuildFacts} build */
  const version = (number, build) => ({ version: number, build });
  const intakeWithoutPricing = build({ exposes: ['App', 'LeadForm'], routes: [{ path: '/contact-us' }] });
  const remotes = {
    marketing: { current: version('1.0.0', MARKETING) },
    intake: { current: version('1.4.0', INTAKE), canary: version('1.5.0', intakeWithoutPricing) },
  };
  assert.deepEqual(mapProblems({ shell: SHELL, remotes }), ['intake 1.5.0 does not expose ./PricingCards, which marketing loads']);
  // Without the canary the map keeps the contract; a canary is never what the others are checked against.
  assert.deepEqual(mapProblems({ shell: SHELL, remotes: { ...remotes, intake: { current: version('1.4.0', INTAKE) } } }), []);
  const marketingCanary = { ...MARKETING, uses: ['intake/LeadForm', 'intake/PricingCards', 'intake/Calculator'] };
  assert.deepEqual(
    mapProblems({ shell: SHELL, remotes: { marketing: { current: version('1.0.0', MARKETING), canary: version('1.1.0', marketingCanary) }, intake: { current: version('1.4.0', INTAKE) } } }),
    ['marketing 1.1.0 loads intake/Calculator, which the intake the map serves does not expose'],
  );
});

test('a build names the federated modules its code loads: `remote/Module` strings, nothing else', () => {
  const source = [
    'jsx(FederatedModule, { id: "intake/LeadForm", label: "the form" });',
    "loadFederatedModule('portal/App');",
    'const url = `${owner.remote}/App`;',
    'fetch("/api/services"); const type = "text/html"; const path = "docs/README";',
  ].join('\n');
  assert.deepEqual(federatedModulesIn(source), ['intake/LeadForm', 'portal/App']);
});
