// Sends a request byte for byte (no client library to tidy the path or the headers) and
// reads the status line of the answer: for probing servers with malformed requests.
import net from 'node:net';

/**
 * @param {number} port on 127.0.0.1
 * @param {string} head the request line and headers, without the blank line that ends them
 * @returns {Promise<number | null>} the answer's status, or null when the server closed without one
 */
export function rawRequest(port, head, { timeoutMs = 5000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(head.slice(0, 80))}`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve(status ? Number(status) : null);
    });
  });
}

/** Malformed or hostile request heads that a web server must refuse without going down. */
export function malformedRequests(hostHeader = 'localhost') {
  const host = `Host: ${hostHeader}`;
  return [
    `GET /% HTTP/1.1\r\n${host}`,
    `GET /%zz/x HTTP/1.1\r\n${host}`,
    `GET //evil/ HTTP/1.1\r\n${host}`,
    `GET //x/ HTTP/1.1\r\n${host}`,
    `GET /%00 HTTP/1.1\r\n${host}`,
    `GET /index.html%00.js HTTP/1.1\r\n${host}`,
    `GET /..%2f..%2fetc%2fpasswd HTTP/1.1\r\n${host}`,
    `GET /../../etc/passwd HTTP/1.1\r\n${host}`,
    `GET /api/%zz HTTP/1.1\r\n${host}`,
    `GET /api/services/by-email?email=%E0%A4%A HTTP/1.1\r\n${host}`,
    `GET http://evil.example/ HTTP/1.1\r\n${host}`,
    `GET /${'a'.repeat(70_000)} HTTP/1.1\r\n${host}`,
    `GET / HTTP/1.1\r\n${host}\r\nX-Long: ${'b'.repeat(70_000)}`,
    `GET / HTTP/1.1\r\n${host}\r\nCookie: ${'c=1; '.repeat(20_000)}`,
    `GET / HTTP/1.1\r\n${host}\r\nBad Header Without Colon`,
    `GET / HTTP/9.9\r\n${host}`,
    `BREW / HTTP/1.1\r\n${host}`,
  ];
}
