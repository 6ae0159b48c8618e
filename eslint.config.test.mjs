// The import rules of eslint.config.mjs fire on a back-import: each case lints a file of the repository as if one
// import had been added to it (ESLint's lintText, so nothing is written to disk).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: import.meta.dirname });

async function rulesFired(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

/** A file's own text with one more import at its top. */
function withImport(filePath, specifier) {
  return `import '${specifier}';\n${fs.readFileSync(filePath, 'utf8')}`;
}

test('a feature that imports a page fails lint', async () => {
  const file = 'mf-marketing/src/features/content-preview/ContentPreview.tsx';
  assert.ok((await rulesFired(file, withImport(file, '../../pages/testimonials/TestimonialsPage'))).includes('import-x/no-restricted-paths'));
  assert.ok(!(await rulesFired(file, withImport(file, '../content-service/templates/Testimonials'))).includes('import-x/no-restricted-paths'));
});

test('a page that imports another page fails lint, in a page folder and among page files', async () => {
  const folderPage = 'mf-marketing/src/pages/testimonials/TestimonialsPage.tsx';
  assert.ok((await rulesFired(folderPage, withImport(folderPage, '../about/AboutPage'))).includes('import-x/no-restricted-paths'));
  const filePage = 'mf-portal/src/pages/CasesPage.tsx';
  assert.ok((await rulesFired(filePage, withImport(filePage, './LoginPage'))).includes('import-x/no-restricted-paths'));
  assert.ok(!(await rulesFired(filePage, withImport(filePage, './CasesPage.module.scss'))).includes('import-x/no-restricted-paths'));
});

test('a package that imports an app, and an app that imports another app, fail lint (the API too)', async () => {
  const packageFile = 'packages/ui/src/company.ts';
  assert.ok((await rulesFired(packageFile, withImport(packageFile, '../../../mf-portal/src/paths'))).includes('import-x/no-restricted-paths'));
  const apiFile = 'api/src/db/rows.ts';
  assert.ok((await rulesFired(apiFile, withImport(apiFile, '../../../mf-admin/src/paths'))).includes('import-x/no-restricted-paths'));
  const appFile = 'mf-admin/src/paths.ts';
  assert.ok((await rulesFired(appFile, withImport(appFile, '../../api/src/db/rows'))).includes('import-x/no-restricted-paths'));
});

test('the product importing the tooling of scripts/, and the build importing the runtime, fail lint', async () => {
  const runtimeFile = 'packages/site-runtime/render.mjs';
  assert.ok((await rulesFired(runtimeFile, withImport(runtimeFile, '../../scripts/apps/apps.mjs'))).includes('import-x/no-restricted-paths'));
  const apiFile = 'api/src/db/rows.ts';
  assert.ok((await rulesFired(apiFile, withImport(apiFile, '../../../scripts/lib/run.mjs'))).includes('import-x/no-restricted-paths'));
  const buildFile = 'packages/build-config/routes.js';
  assert.ok((await rulesFired(buildFile, `require('../site-runtime/deployReport.mjs');\n${fs.readFileSync(buildFile, 'utf8')}`)).includes('import-x/no-restricted-paths'));
  // The tooling may use the runtime.
  const toolFile = 'scripts/releases/deploy-status.mjs';
  assert.ok(!(await rulesFired(toolFile, fs.readFileSync(toolFile, 'utf8'))).includes('import-x/no-restricted-paths'));
});

test('an import that closes a circle fails lint', async () => {
  // routes.ts imports paths.ts, which imports nothing: paths.ts importing the routes back closes a circle.
  const file = 'mf-portal/src/paths.ts';
  assert.deepEqual(await rulesFired(file, fs.readFileSync(file, 'utf8')), []);
  assert.ok((await rulesFired(file, withImport(file, './routes'))).includes('import-x/no-cycle'));
  // The API's database layer under the modules that use it.
  const rows = 'api/src/db/rows.ts';
  assert.ok((await rulesFired(rows, withImport(rows, '../backOffice/tasks'))).includes('import-x/no-cycle'));
});
