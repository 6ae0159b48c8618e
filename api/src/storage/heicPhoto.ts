import { HEIC_MAX_PIXELS } from '@frc/contracts';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
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
const JPEG_QUALITY = 85;
/** From its arrival, a photo is converted within this time or refused (nginx waits 30 s for the answer). */
export const HEIC_CONVERSION_MS = 20_000;

/**
 * Decodes in a worker thread of its own: libheif in WebAssembly holds its thread for seconds, which must not be the
 * API's, and the memory a photo takes there (about 200 MB for 12 MP) is freed with the thread. The size the
 * container declares is read (no pixel decoded) and checked before anything is decoded. Answers the RGBA pixels.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decodePath);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const [image] = images;
    if (image.width * image.height > workerData.maxPixels) return parentPort.postMessage({ tooLarge: true });
    const { width, height, data } = await image.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ unreadable: String(error && error.message) }));
`;

const decodePath = require.resolve('heic-decode');

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function decodeInWorker(bytes: Buffer, deadline: number): Promise<Pixels> {
  return new Promise((resolve, reject) => {
    // The decoder's own complaints stay out of the API's log (its stdout and stderr are not piped on).
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      stdout: true,
      stderr: true,
      workerData: { decodePath, bytes, maxPixels: HEIC_MAX_PIXELS },
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
    worker.once('message', (result: Partial<Pixels> & { tooLarge?: true; unreadable?: string }) =>
      answer(() => {
        if (result.data) resolve(result as Pixels);
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
 * The pixels as JPEG, by sharp (libvips, off the event loop): for 12 MP, 2 s and 80 MB where heic-convert's JPEG
 * encoder in JavaScript takes 9 s and 300 MB, on the thread it runs on.
 */
async function encodeJpeg({ width, height, data }: Pixels, deadline: number): Promise<Buffer> {
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const seconds = Math.max(1, Math.floor((deadline - Date.now()) / 1000));
  try {
    return await sharp(raw, { raw: { width, height, channels: 4 }, limitInputPixels: HEIC_MAX_PIXELS }).jpeg({ quality: JPEG_QUALITY }).timeout({ seconds }).toBuffer();
  } catch (error) {
    throw error instanceof Error && /^timeout/.test(error.message) ? new PastDeadline() : error;
  }
}

/**
 * A HEIC/HEIF photo as JPEG (its first image, as the phone shows it). Throws UnreadablePhoto, PhotoTooLarge, and
 * QueueFull or PastDeadline when it cannot be converted now.
 */
export function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  return converting.run(async (deadline) => encodeJpeg(await decodeInWorker(bytes, deadline), deadline), Date.now() + HEIC_CONVERSION_MS);
}
