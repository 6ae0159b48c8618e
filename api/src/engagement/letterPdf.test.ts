import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import sharp from 'sharp';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { drawingDecodes, readSeal, renderLetterPdf, sealSignedLetter, sha256Hex, verifySealedPdf, type SigningRecord } from './letterPdf';
import { SealSigner, sealCertificatePem, selfSignedSealKey } from './sealKey';

const FIRM = 'ClearTrace Recovery';
const seal = selfSignedSealKey(FIRM);
const signedAt = new Date('2026-11-29T10:15:00.000Z');
let folder: string;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-seal-'));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function sealedLetter(drawing?: Uint8Array) {
  const sent = await renderLetterPdf(
    { firmName: FIRM, title: 'Engagement letter', caseRef: 'C-7', blocks: [{ kind: 'heading', text: 'Our engagement' }, { kind: 'paragraph', text: 'Dear Łukasz Żółć, we agree on **fees**.' }] },
    new Date('2026-11-27T09:00:00.000Z'),
  );
  const record: SigningRecord = {
    firmName: FIRM,
    title: 'Engagement letter',
    caseRef: 'C-7',
    signerName: 'Łukasz Żółć',
    drawing,
    signedAt,
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    codeSentTo: 'lukasz@example.com',
    sentSha256: sha256Hex(sent),
    events: [
      { label: 'Sent for signing', at: new Date('2026-11-27T09:00:00.000Z'), ip: '198.51.100.2', userAgent: 'Staff browser' },
      { label: 'Signed', at: signedAt, ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' },
    ],
  };
  return { sent, ...(await sealSignedLetter(sent, record, seal)) };
}

/** `openssl cms -verify` of the seal over its byte ranges, trusting the self-signed certificate: its exit status. */
function opensslVerifies(pdf: Buffer, name: string): boolean {
  const { byteRange, seal: signature } = readSeal(pdf);
  const [start, firstLength, second, secondLength] = byteRange;
  const content = path.join(folder, `${name}.content`);
  const signatureFile = path.join(folder, `${name}.p7s`);
  const certificate = path.join(folder, 'seal.pem');
  fs.writeFileSync(content, Buffer.concat([pdf.subarray(start, start + firstLength), pdf.subarray(second, second + secondLength)]));
  fs.writeFileSync(signatureFile, signature);
  fs.writeFileSync(certificate, sealCertificatePem(seal));
  const run = spawnSync('openssl', ['cms', '-verify', '-binary', '-inform', 'DER', '-in', signatureFile, '-content', content, '-CAfile', certificate, '-purpose', 'any', '-out', '/dev/null']);
  return run.status === 0;
}

describe('the sealed engagement letter', () => {
  it('is sealed over the whole file: openssl verifies it, and a copy with one byte changed fails both checks', async () => {
    const { pdf } = await sealedLetter();
    const { byteRange } = readSeal(pdf);
    expect(byteRange[0]).toBe(0);
    expect(byteRange[2] + byteRange[3]).toBe(pdf.length);
    expect(opensslVerifies(pdf, 'intact')).toBe(true);
    expect(verifySealedPdf(pdf)).toEqual({ intact: true, sealedBy: FIRM, signedAt });

    const altered = Buffer.from(pdf);
    const at = Math.floor(byteRange[1] / 2);
    altered[at] = altered[at]! ^ 0x01;
    expect(opensslVerifies(altered, 'altered')).toBe(false);
    expect(verifySealedPdf(altered)).toMatchObject({ intact: false, sealedBy: FIRM });

    const appended = Buffer.concat([pdf, Buffer.from('\n% appended\n')]);
    expect(verifySealedPdf(appended).intact).toBe(false);
    expect(verifySealedPdf(Buffer.from('%PDF-1.7 not sealed at all'))).toEqual({ intact: false, sealedBy: null, signedAt: null });
  });

  it('is read whole when the seal’s own last byte is zero, which the padding after it is made of (one seal in 256)', async () => {
    // A page with a seal's placeholder, sealed at one second after another until a seal ends in a zero byte.
    const document = await PDFDocument.create();
    document.addPage();
    pdflibAddPlaceholder({ pdfDoc: document, reason: 'Test', contactInfo: '', name: FIRM, location: '', signatureLength: 8192 });
    const withPlaceholder = Buffer.from(await document.save({ useObjectStreams: false }));
    let zeroEnded: { pdf: Buffer; at: Date } | null = null;
    // 256 tries on average; none in 4,000 has a chance of 1 in 6 million.
    for (let second = 0; second < 4000 && !zeroEnded; second++) {
      const at = new Date(signedAt.getTime() + second * 1000);
      const pdf = await signpdf.sign(withPlaceholder, new SealSigner(seal), at);
      if (readSeal(pdf).seal.at(-1) === 0) zeroEnded = { pdf, at };
    }
    expect(zeroEnded).not.toBeNull();
    const { pdf, at } = zeroEnded!;
    // The hex in the file goes on with the placeholder's zeros right after the seal's own.
    const { byteRange, seal: read } = readSeal(pdf);
    const contents = pdf.subarray(byteRange[1] + 1, byteRange[2] - 1).toString('latin1');
    expect(contents.slice(0, read.length * 2)).toMatch(/00$/);
    expect(contents.slice(read.length * 2)).toMatch(/^(00)+$/);
    expect(verifySealedPdf(pdf)).toEqual({ intact: true, sealedBy: FIRM, signedAt: at });
    expect(opensslVerifies(pdf, 'zero-ended')).toBe(true);
  });

  it('reads a seal by the length its DER header gives, short or long, and refuses one longer than its place', () => {
    /** A file whose /Contents holds `hex` in `room` bytes (padded with zeros, or cut), its byte ranges around it. */
    const fileWith = (hex: string, room: number) => {
      const contents = `<${hex.slice(0, room * 2).padEnd(room * 2, '0')}>`;
      const head = (a: number, b: number, c: number) => `%PDF-1.7\n/ByteRange [0 ${String(a).padStart(5)} ${String(b).padStart(5)} ${String(c).padStart(5)}]\n/Contents `;
      const tail = '\n%%EOF\n';
      const start = head(0, 0, 0).length;
      return Buffer.from(head(start, start + contents.length, tail.length) + contents + tail, 'latin1');
    };
    // Short form, ending in a zero byte of its own: SEQUENCE { INTEGER 0, INTEGER 0 }.
    expect(readSeal(fileWith('3006020100020100', 16)).seal.toString('hex')).toBe('3006020100020100');
    // Long form: 129 bytes of value (an OCTET STRING of 127), the last of them zero.
    const long = `308181047f${'ab'.repeat(126)}00`;
    expect(readSeal(fileWith(long, 200)).seal.toString('hex')).toBe(long);
    expect(() => readSeal(fileWith(long, 100))).toThrow('longer than its placeholder');
    expect(() => readSeal(fileWith('3080', 16))).toThrow('definite length');
  });

  it('keeps the letter’s pages with the typed name, and adds the certificate page with the trail and both hashes', async () => {
    const { pdf, sent, signedLetterSha256 } = await sealedLetter();
    const sentPages = (await PDFDocument.load(sent)).getPageCount();
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(sentPages + 1);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain('Dear Łukasz Żółć, we agree on fees.');
    expect(text).toContain('Certificate of electronic signature');
    for (const expected of ['Łukasz Żółć', '2026-11-29 10:15:00 UTC', '203.0.113.9', 'iPhone OS 18_0', 'lukasz@example.com', sha256Hex(sent), signedLetterSha256, 'Sent for signing', '198.51.100.2']) {
      expect({ expected, found: text.replace(/\s+/g, ' ').includes(expected) }).toEqual({ expected, found: true });
    }
  });
});

/** The images drawn on a page (its XObjects that are images). */
function imagesOn(pdf: PDFDocument, pageIndex: number): number {
  const objects = pdf.getPage(pageIndex).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (objects?.values() ?? []).filter((ref) => pdf.context.lookup(ref, PDFStream).dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length;
}

describe('a drawn signature', () => {
  it('is stamped on the letter’s last page beside the typed name, under the seal', async () => {
    const drawing = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 40, b: 120, alpha: 0.8 } } }).png().toBuffer();
    const { pdf, sent } = await sealedLetter(drawing);
    const sealed = await PDFDocument.load(pdf);
    const lastLetterPage = (await PDFDocument.load(sent)).getPageCount() - 1;
    expect(imagesOn(sealed, lastLetterPage)).toBe(1);
    expect(verifySealedPdf(pdf).intact).toBe(true);
    expect(opensslVerifies(pdf, 'drawn')).toBe(true);

    const { pdf: typedOnly } = await sealedLetter();
    expect(imagesOn(await PDFDocument.load(typedOnly), lastLetterPage)).toBe(0);
  });

  it('is refused when its PNG does not decode, header or not', async () => {
    const real = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await drawingDecodes(real)).toBe(true);
    expect(await drawingDecodes(Buffer.concat([real.subarray(0, 33), Buffer.from('garbage where the image data was')]))).toBe(false);
    expect(await drawingDecodes(Buffer.from('%PDF-1.7 not an image'))).toBe(false);
  });
});
