const { browserJestConfig } = require('@frc/build-config/jest.preset');

module.exports = browserJestConfig(__dirname);
