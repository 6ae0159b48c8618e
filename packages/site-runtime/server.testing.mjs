// For the tests: a small HTTP server on 127.0.0.1, at a port the system picks, playing the API or the shell.
import http from 'node:http';

/**
 * A small server on 127.0.0.1 answering `handle(request, response)`; `close()` when done.
 * @param {http.RequestListener} handle
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serve(handle) {
  const server = http.createServer(handle);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  // Listening on a port (not a pipe), the server's address is an AddressInfo.
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
