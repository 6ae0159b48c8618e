// Jest settings every browser workspace shares: swc for TypeScript, jsdom,
// CSS modules as class-name proxies, images as file names.
const path = require('node:path');

function browserJestConfig(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: require.resolve('./jest/environment.js'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.s?css$': require.resolve('identity-obj-proxy'),
      '\\.s?css$': require.resolve('./jest/styleStub.js'),
      '\\.(svg|png|jpe?g|webp|woff2?)$': require.resolve('./jest/fileStub.js'),
    },
    setupFiles: [require.resolve('./jest/polyfills.js')],
    setupFilesAfterEnv: [require.resolve('./jest/setupTests.js')],
    restoreMocks: true,
  };
}

module.exports = { browserJestConfig };
