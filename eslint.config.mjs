import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BOUNDARIES = [
  {
    group: ['**/shell/**', '**/mf-marketing/**', '**/mf-intake/**', '**/mf-portal/**', '**/mf-admin/**', '**/packages/**', '**/api/src/**', '!mf-*/exposes'],
    message: "Another app's or package's source: load a remote's module through federation, or import a package by its name.",
  },
  {
    // A remote's types entry (mf-intake/exposes): the props of what it exposes, for the apps that embed it.
    group: ['mf-*/exposes'],
    allowTypeImports: true,
    message: "A remote's exposes entry gives types only (`import type`): its modules are loaded through federation.",
  },
  {
    group: ['@frc/*/src/**'],
    message: "Import a package through an entry point its package.json exports, not a file of its source.",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The federation's boundaries, in browser code: an app never imports another app's source (it loads what the
    // other exposes, at run time), and a package is used through the entry points its package.json exports.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: BOUNDARIES,
          paths: [{ name: '@frc/contracts', message: 'Browser code imports @frc/contracts/browser: the main entry brings zod and every schema.' }],
        },
      ],
    },
  },
  {
    // Tests may check the browser's values against the API's schemas; the contracts package is where they live.
    files: ['shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}', 'packages/contracts/src/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: BOUNDARIES }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'api/**/*.ts', 'e2e/**/*.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js', 'packages/build-config/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Files the shell serves as they are (no build step): plain browser scripts.
    files: ['shell/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['packages/build-config/jest/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
);
