// React Router 7 needs TextEncoder, which jsdom does not provide.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });

// jsdom's Blob cannot read itself back (text, arrayBuffer), as a browser's does: a document's preview reads one.
if (typeof Blob !== 'undefined' && typeof FileReader !== 'undefined' && !Blob.prototype.arrayBuffer) {
  const read = (blob, how) =>
    new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader[how](blob);
    });
  Blob.prototype.arrayBuffer = function arrayBuffer() {
    return read(this, 'readAsArrayBuffer');
  };
  Blob.prototype.text = function text() {
    return read(this, 'readAsText');
  };
}
