// React Router 7 needs TextEncoder, which jsdom does not provide.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
