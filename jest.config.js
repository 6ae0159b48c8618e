// Unit and component tests of every workspace; the API's HTTP suites run separately (they need databases).
const { readApps } = require('./packages/build-config/apps');

module.exports = {
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
