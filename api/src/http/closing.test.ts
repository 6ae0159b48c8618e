import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { closeConnectionsOnceIdle } from './closing';

/** Asks `path` over a keep-alive connection; answers the body and the socket it came on. */
function askKeptAlive(port: number, path: string, agent: http.Agent): Promise<{ body: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ body, socket: request.socket! }));
    });
    request.on('error', reject);
  });
}

describe('closing the app', () => {
  it('closes a keep-alive connection whose answer finished after closing began, once it is idle', async () => {
    const app = Fastify();
    closeConnectionsOnceIdle(app);
    // An answer whose bytes have all gone out (its length announced) but whose stream ends later: the client has
    // the whole answer while the server still counts the connection busy, as with a file download under load.
    const body = new PassThrough();
    app.get('/download', (_request, reply) => {
      body.write('done');
      return reply.header('content-length', '4').send(body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });

    const { body: received, socket } = await askKeptAlive(port, '/download', agent);
    expect(received).toBe('done');
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    body.end();
    // The server ends the kept-alive connection once the answer has finished, instead of holding it for its
    // keep-alive timeout (72 s) while the agent keeps it for a minute.
    await new Promise((resolve) => (socket.destroyed ? resolve(null) : socket.once('close', resolve)));
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  });
});
