import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

type Handler = (request: Received, response: http.ServerResponse) => void;

/**
 * A real HTTP server on a free local port, for the kit's tests: jsdom's XMLHttpRequest goes over the network to it.
 * jsdom's page is http://localhost, another origin, so it answers CORS as the API's own origin never needs to.
 */
export async function startTestServer() {
  let handler: Handler = (_request, response) => response.writeHead(204).end();
  const received: Received[] = [];
  const closed: string[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '');
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(entry);
      handler(entry, response);
    });
    response.on('close', () => {
      if (!response.writableFinished) closed.push(request.url ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Requests received, preflights left out. */
    received,
    /** Paths of the requests whose connection the browser dropped before they were answered. */
    closed,
    answerWith(next: Handler) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function json(response: http.ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(payload));
}

/** Waits (polling every 10 ms, 5 s at most) until `done` holds. */
export async function until(done: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('waited 5 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
