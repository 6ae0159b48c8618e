import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Answers a stored file as a download, never as a page: saved under its name (ASCII fallback and UTF-8), typed as
 * its content was found to be, never sniffed, sandboxed if opened all the same, and kept out of shared caches.
 */
export function sendDownload(reply: FastifyReply, file: { name: string; type: string; size?: number; body: Readable | Buffer }) {
  const asciiName = file.name.replace(/[^\w.-]+/g, '_');
  reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(file.body);
}
