// API tests over real HTTP; `npm test -w api` runs them on PGlite and on PostgreSQL (scripts/test.mjs).
// Works alone too: `npx jest -c api/jest.config.js` (PGlite).
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    // PGlite loads Node built-ins with import(), which Jest's module sandbox only allows behind
    // --experimental-vm-modules; compiled to require() it runs under plain `jest`.
    '@electric-sql/pglite/.+\\.cjs$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  globalSetup: '<rootDir>/test/support/globalSetup.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
