import { HEIC_MAX_PIXELS } from '@frc/contracts';
import { Worker } from 'node:worker_threads';
import { PastDeadline, workQueue } from '../content/workQueue';

/** The brands an ISO BMFF `ftyp` box names for a HEIC/HEIF still photo (or a burst of them). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'heif']);

/** Whether the first bytes are a HEIC/HEIF file: an `ftyp` box first, whose major brand is one of HEIC's. */
export function isHeic(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  const text = (start: number) => String.fromCharCode(...head.subarray(start, start + 4));
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  return boxSize >= 16 && text(4) === 'ftyp' && HEIC_BRANDS.has(text(8));
}

/** The bytes are no HEIC photo the decoder can read (broken, truncated, or no image in it). */
export class UnreadablePhoto extends Error {}
/** The photo declares more than HEIC_MAX_PIXELS: refused before a pixel is decoded. */
export class PhotoTooLarge extends Error {}

/** JPEG quality of a converted photo: a 12 MP phone photo stays well under 10 MB. */
const JPEG_QUALITY = 0.85;
/** From its arrival, a photo is converted within this time or refused (nginx waits 30 s for the answer). */
export const HEIC_CONVERSION_MS = 20_000;

/**
 * Runs in a worker thread of its own: decoding HEVC in WebAssembly and encoding JPEG in JavaScript hold a thread for
 * seconds, which must not be the API's; and the WebAssembly memory a photo takes is freed with the thread. The size
 * the container declares is read (no pixel decoded) and checked before anything is decoded.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decodePath);
const convert = require(workerData.convertPath);
(async () => {
  const buffer = workerData.bytes;
  const images = await decode.all({ buffer });
  const [{ width, height }] = images;
  images.dispose();
  if (width * height > workerData.maxPixels) return parentPort.postMessage({ tooLarge: true });
  const jpeg = new Uint8Array(await convert({ buffer, format: 'JPEG', quality: workerData.quality }));
  parentPort.postMessage({ jpeg }, [jpeg.buffer]);
})().catch((error) => parentPort.postMessage({ unreadable: String(error && error.message) }));
`;

const modulePaths = { decodePath: require.resolve('heic-decode'), convertPath: require.resolve('heic-convert') };

function convertInWorker(bytes: Buffer, deadline: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The decoder's own complaints stay out of the API's log (its stdout and stderr are not piped on).
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      stdout: true,
      stderr: true,
      workerData: { ...modulePaths, bytes, maxPixels: HEIC_MAX_PIXELS, quality: JPEG_QUALITY },
    });
    let answered = false;
    const answer = (settle: () => void) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const timer = setTimeout(() => answer(() => reject(new PastDeadline())), Math.max(0, deadline - Date.now()));
    worker.once('message', (result: { jpeg?: Uint8Array; tooLarge?: true; unreadable?: string }) =>
      answer(() => {
        if (result.jpeg) resolve(Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength));
        else if (result.tooLarge) reject(new PhotoTooLarge());
        else reject(new UnreadablePhoto(result.unreadable));
      }),
    );
    worker.once('error', (error) => answer(() => reject(new UnreadablePhoto(error.message))));
    worker.once('exit', () => answer(() => reject(new UnreadablePhoto('the conversion ended without an answer'))));
  });
}

/** One photo converted at a time, a few waiting (a request's five files): the rest are refused at once (QueueFull). */
const converting = workQueue({ concurrency: 1, maxWaiting: 4 });

/**
 * A HEIC/HEIF photo as JPEG (its first image, as the phone shows it). Throws UnreadablePhoto, PhotoTooLarge, and
 * QueueFull or PastDeadline when it cannot be converted now.
 */
export function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  return converting.run((deadline) => convertInWorker(bytes, deadline), Date.now() + HEIC_CONVERSION_MS);
}
