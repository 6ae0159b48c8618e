// Unit and component tests of every workspace; the API's HTTP suites run separately (they need databases).
module.exports = {
  projects: [
    '<rootDir>/packages/session',
    '<rootDir>/packages/federation',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/submission',
    '<rootDir>/packages/contracts',
    '<rootDir>/shell',
    '<rootDir>/mf-marketing',
    '<rootDir>/mf-intake',
    '<rootDir>/mf-portal',
    '<rootDir>/mf-admin',
  ],
};
