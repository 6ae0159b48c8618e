import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import appsManifest from './packages/build-config/apps.js';

// The web apps' workspaces, as the apps manifest (apps.json) names them.
const APPS = appsManifest.readApps({}).web.map((app) => app.workspace);

const BOUNDARIES = [
  {
    group: [...APPS.map((app) => `**/${app}/**`), '**/packages/**', '**/api/src/**', '!mf-*/exposes'],
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

const ROOT = import.meta.dirname;
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

// A page is a folder of `pages/`, or a page's file with the files named after it (CasePage.tsx, CasePage.module.scss,
// placeholderPages.ts beside PlaceholderPage.tsx). One page never imports another, so each can change or go alone. Tests
// are left out: a page's test may drive the whole app, through the pages it leads to.
function pageZones(app) {
  const folder = path.join(app, 'src/pages');
  if (!fs.existsSync(path.join(ROOT, folder))) return [];
  const files = fs.readdirSync(path.join(ROOT, folder), { recursive: true }).filter((file) => /\.tsx?$/.test(file) && !isTest(file));
  const stems = files.filter((file) => /^\w+Page\.tsx$/.test(file)).map((file) => file.replace(/\.tsx$/, '').toLowerCase());
  const pageOf = (file) => (file.includes(path.sep) ? file.split(path.sep)[0] : stems.find((stem) => file.toLowerCase().startsWith(stem)) ?? file);
  const pages = Map.groupBy(files, pageOf);
  return [...pages].map(([page, own]) => ({
    target: own.map((file) => path.join(folder, file)),
    from: [...pages].filter(([other]) => other !== page).flatMap(([, theirs]) => theirs.map((file) => path.join(folder, file))),
    message: 'A page never imports another page: what both need belongs in features/ or shared/.',
  }));
}

// Imports run one way: apps import packages, never the reverse; an app never reaches into another app's source
// (browser code loads it through federation; the API shares code through packages); pages import features, never the
// reverse.
const ZONES = [
  ...[...APPS, 'api'].map((app) => ({
    target: 'packages',
    from: app,
    message: 'A package never imports an app: move what both need into the package.',
  })),
  ...[...APPS, 'api'].flatMap((app) =>
    [...APPS, 'api']
      .filter((other) => other !== app)
      // A remote's exposes entry gives types to the apps that embed it (the boundaries rule keeps those imports type-only).
      .map((other) => ({ target: app, from: other, except: ['./src/exposes.ts'], message: "An app never imports another app's source." })),
  ),
  // scripts/ is the tooling on top of the house (the local stack, perf, containers, checks): the product, its
  // packages, the images' files and the suites never import it.
  ...[...APPS, 'api', 'packages', 'docker', 'e2e'].map((target) => ({
    target,
    from: 'scripts',
    message: 'Nothing but the tooling imports scripts/: what the product runs belongs in a package (@frc/site-runtime).',
  })),
  // The build's configuration is under the runtime that renders its output, never the other way round.
  { target: 'packages/build-config', from: 'packages/site-runtime', message: 'The build never imports the runtime: what both need belongs in @frc/build-config.' },
  ...APPS.flatMap((app) => [
    {
      target: `${app}/src/features`,
      from: `${app}/src/pages`,
      message: 'A feature never imports a page: pages compose features, not the other way round.',
    },
    ...pageZones(app),
  ]),
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
    // One-way imports, checked over every workspace: no circle, and the zones above.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
    },
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
