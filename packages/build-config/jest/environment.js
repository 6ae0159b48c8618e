// jsdom without fetch's Response and Headers, which every browser has: the submission kit answers with a
// Response, so tests get Node's own (the same WHATWG classes).
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Response, Headers });
  }
}

module.exports = BrowserEnvironment;
