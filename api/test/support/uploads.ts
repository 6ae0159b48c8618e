import { execFile } from 'node:child_process';
import v8 from 'node:v8';
import vm from 'node:vm';

/** `size` bytes starting with `signature`, the rest a repeating pattern. */
export function fileBytes(signature: readonly number[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = index < signature.length ? (signature[index] ?? 0) : index % 251;
  return bytes;
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const PDF_SIGNATURE = [...'%PDF-1.7\n'].map((character) => character.charCodeAt(0));

/**
 * Posts a multipart form from another process (curl), as a visitor would, so this process is the server alone and
 * its memory says what the server holds. `fields` are curl's `-F` values (`name=@path;type=…`, `name=<path`).
 * curl waits `delaySeconds` before it sends, so a watch started after this call sees the whole upload.
 */
export function curlUpload(url: string, fields: readonly string[], { delaySeconds = 0, headers = {} }: { delaySeconds?: number; headers?: Record<string, string> } = {}) {
  const args = [...fields.flatMap((field) => ['-F', field]), ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])];
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const command = `sleep ${delaySeconds}; exec curl -s -w '\\n%{http_code}' "$@"`;
    execFile('sh', ['-c', command, 'upload', ...args, url], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      const lines = stdout.trim().split('\n');
      resolve({ status: Number(lines.pop()), body: lines.join('\n') });
    });
  });
}

// The chunks of an upload that went through are garbage at once, but while nothing else fills the heap a full
// collection may not come for tens of megabytes: counted as they are, they look like an upload held in memory. A
// young-generation collection before each reading (a millisecond or so) leaves what is alive.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;

/**
 * Asks `/api/health` every 20 ms or so while `upload` runs: how long each answer took, and by how much this
 * process's live buffers (where a server holding an upload whole would hold it) grew at most.
 */
export async function watchHealthWhile<T>(baseUrl: string, upload: Promise<T>) {
  const healthTimes: number[] = [];
  const statuses = new Set<number>();
  let uploading = true;
  void upload.finally(() => (uploading = false)).catch(() => undefined);
  const buffersBefore = process.memoryUsage().arrayBuffers;
  let buffersPeak = buffersBefore;
  while (uploading) {
    const started = performance.now();
    const health = await fetch(`${baseUrl}/api/health`);
    await health.arrayBuffer();
    healthTimes.push(performance.now() - started);
    statuses.add(health.status);
    collectGarbage({ type: 'minor' });
    buffersPeak = Math.max(buffersPeak, process.memoryUsage().arrayBuffers);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await upload, healthTimes, statuses: [...statuses], buffersGrowthMb: (buffersPeak - buffersBefore) / 2 ** 20, slowestMs: Math.max(...healthTimes) };
}
