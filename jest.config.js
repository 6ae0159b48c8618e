// Unit and component tests of every workspace; the API's HTTP suites run separately (they need databases).
const { readApps } = require('./packages/build-config/apps');

module.exports = {
  // Jest's own default is one worker fewer than the machine's cores: on a 2-core machine, one core idle the whole run.
  // Nothing else runs beside this step (scripts/checks/test.mjs).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/packages/session',
    '<rootDir>/packages/federation',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/submission',
    '<rootDir>/packages/contracts',
    // The web apps of the apps manifest (apps.json), the shell first.
    ...readApps({}).web.map((app) => `<rootDir>/${app.workspace}`),
  ],
};
