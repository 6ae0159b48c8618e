// Schema tests of the contracts package; runs alone (`npx jest -c packages/contracts/jest.config.js`) or as a project of the root config.
module.exports = {
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
