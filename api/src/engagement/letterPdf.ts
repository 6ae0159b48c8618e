import fontkit from '@pdf-lib/fontkit';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { extractSignature } from '@signpdf/utils';
import { inlinePlainText, type ListItem, type TextBlock } from '@frc/contracts';
import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import forge from 'node-forge';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { SealSigner, type SealKey } from './sealKey';

// A4 in points, and the letter's margins.
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
/** The client's signature box on the letter's last page: nothing of the letter is drawn below its top. */
const SIGNATURE_TOP = 190;
const SIGNATURE_LINE = 110;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);

/** DejaVu Sans (npm `dejavu-fonts-ttf`): Latin, Greek and Cyrillic with their accents, "Łukasz Żółć" included. */
const fontFile = (name: string) => fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fontBytes: { regular: Buffer; bold: Buffer } | null = null;

async function embedFonts(pdf: PDFDocument) {
  fontBytes ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
  pdf.registerFontkit(fontkit);
  return { regular: await pdf.embedFont(fontBytes.regular, { subset: true }), bold: await pdf.embedFont(fontBytes.bold, { subset: true }) };
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The lines `text` takes at `size` within `width`: broken between words, a word longer than a line broken anywhere. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = current ? `${current} ${word}` : word;
      if (fits(joined)) {
        current = joined;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      for (const character of word) {
        if (!fits(current + character)) {
          lines.push(current);
          current = '';
        }
        current += character;
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Draws lines of text down the pages of `pdf`, opening a new page when one is full. */
function createWriter(pdf: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const writer = {
    get page() {
      return page;
    },
    get y() {
      return y;
    },
    newPage() {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    },
    text(text: string, { size = 11, bold = false, indent = 0, color = INK, after = 6 } = {}) {
      const font = bold ? fonts.bold : fonts.regular;
      for (const line of wrap(text, font, size, WIDTH - indent)) {
        if (y - size * 1.4 < MARGIN) writer.newPage();
        y -= size * 1.4;
        page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      }
      y -= after;
    },
  };
  return writer;
}
type Writer = ReturnType<typeof createWriter>;

const listItemText = (item: ListItem) => (typeof item === 'string' ? inlinePlainText(item) : `${inlinePlainText(item.title)} ${inlinePlainText(item.text)}`);

function writeBlock(writer: Writer, block: TextBlock): void {
  switch (block.kind) {
    case 'heading':
      writer.text(inlinePlainText(block.text), { size: block.level === 3 ? 12.5 : 14, bold: true, after: 4 });
      return;
    case 'paragraph':
      writer.text(inlinePlainText(block.text));
      return;
    case 'list':
      block.items.forEach((item, index) => writer.text(`${block.ordered ? `${index + 1}.` : '•'} ${listItemText(item)}`, { indent: 12, after: 2 }));
      writer.text('', { after: 2 });
      return;
    case 'quote':
      writer.text(`“${inlinePlainText(block.text)}”${block.cite ? ` (${inlinePlainText(block.cite)})` : ''}`, { indent: 18 });
      return;
    case 'callout':
      writer.text(inlinePlainText(block.title), { bold: true, after: 2 });
      writer.text(inlinePlainText(block.text));
      return;
    case 'table':
      writer.text(inlinePlainText(block.caption), { bold: true, after: 2 });
      writer.text(block.columns.map(inlinePlainText).join(' | '), { bold: true, size: 10, after: 2 });
      for (const row of block.rows) writer.text(row.map(inlinePlainText).join(' | '), { size: 10, after: 2 });
      writer.text('', { after: 2 });
      return;
    case 'image':
      writer.text(`[${inlinePlainText(block.alt)}]`, { color: MUTED });
      return;
    case 'contactDetails':
      return;
  }
}

export interface LetterToSend {
  firmName: string;
  title: string;
  caseRef: string;
  /** The template's blocks, merged (mergeLetter). */
  blocks: readonly TextBlock[];
}

/**
 * The letter as sent, frozen: its words on A4 pages, and on the last page an empty box for the client's signature.
 * Its bytes are what the sent SHA-256 is of.
 */
export async function renderLetterPdf(letter: LetterToSend, sentAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${letter.title} (${letter.caseRef})`);
  pdf.setAuthor(letter.firmName);
  pdf.setCreationDate(sentAt);
  pdf.setModificationDate(sentAt);
  const writer = createWriter(pdf, await embedFonts(pdf));
  writer.text(letter.firmName, { size: 10, color: MUTED, after: 2 });
  writer.text(`Case ${letter.caseRef}`, { size: 10, color: MUTED, after: 14 });
  writer.text(letter.title, { size: 18, bold: true, after: 10 });
  for (const block of letter.blocks) writeBlock(writer, block);
  if (writer.y < SIGNATURE_TOP) writer.newPage();
  const { page } = writer;
  const fonts = await embedFonts(pdf);
  page.drawText('Signed by the client', { x: MARGIN, y: SIGNATURE_TOP - 20, size: 10, font: fonts.bold, color: MUTED });
  page.drawLine({ start: { x: MARGIN, y: SIGNATURE_LINE }, end: { x: MARGIN + 280, y: SIGNATURE_LINE }, thickness: 0.8, color: MUTED });
  return pdf.save();
}

export interface TrailEvent {
  label: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Who signed, when and how: what the signature and the certificate page say. */
export interface SigningRecord {
  firmName: string;
  title: string;
  caseRef: string;
  signerName: string;
  /** The client's drawn signature (a PNG read by readSignatureDrawing), stamped beside the typed name. */
  drawing?: Uint8Array;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** The address the signing code was mailed to. */
  codeSentTo: string;
  sentSha256: string;
  events: readonly TrailEvent[];
}

const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * The signed letter, sealed: the typed name in the sent letter's signature box, then a certificate page (who, when,
 * from where, the code's address, the sent letter's and the signed letter's SHA-256, each event of the trail), then
 * the firm's PKCS#7 detached seal over the whole file. Nothing may save the file after this: any change breaks the seal.
 */
export async function sealSignedLetter(sentPdf: Uint8Array, record: SigningRecord, seal: SealKey): Promise<{ pdf: Buffer; signedLetterSha256: string }> {
  const stamped = await PDFDocument.load(sentPdf);
  const fonts = await embedFonts(stamped);
  const lastPage = stamped.getPage(stamped.getPageCount() - 1);
  lastPage.drawText(record.signerName, { x: MARGIN + 4, y: SIGNATURE_LINE + 8, size: 20, font: fonts.regular, color: rgb(0.05, 0.15, 0.45) });
  if (record.drawing) {
    // Beside the name, on the line, within the box's height and the page's margin.
    const x = Math.min(MARGIN + 4 + fonts.regular.widthOfTextAtSize(record.signerName, 20) + 16, PAGE[0] - MARGIN - 120);
    const image = await stamped.embedPng(record.drawing);
    const size = image.scaleToFit(PAGE[0] - MARGIN - x, SIGNATURE_TOP - 30 - SIGNATURE_LINE);
    lastPage.drawImage(image, { x, y: SIGNATURE_LINE + 2, ...size });
  }
  lastPage.drawText(`Signed electronically on ${utc(record.signedAt)}; certificate on the last page`, { x: MARGIN, y: SIGNATURE_LINE - 16, size: 8.5, font: fonts.regular, color: MUTED });
  const stampedBytes = await stamped.save();
  const signedLetterSha256 = sha256Hex(stampedBytes);

  const pdf = await PDFDocument.load(stampedBytes);
  pdf.setModificationDate(record.signedAt);
  const writer = createWriter(pdf, await embedFonts(pdf));
  writer.text('Certificate of electronic signature', { size: 16, bold: true, after: 10 });
  const row = (label: string, value: string) => {
    writer.text(label, { size: 9, bold: true, color: MUTED, after: 0 });
    writer.text(value, { size: 10.5, after: 6 });
  };
  row('Document', `${record.title}, case ${record.caseRef}, from ${record.firmName}`);
  row('Signed by', record.signerName);
  row('Signed at', utc(record.signedAt));
  row('From IP address', record.ip ?? 'not known');
  row('Browser', record.userAgent ?? 'not known');
  row('Signing code sent to', record.codeSentTo);
  row('SHA-256 of the letter as sent', record.sentSha256);
  row('SHA-256 of the signed letter (its pages before this certificate)', signedLetterSha256);
  row('Security procedure', 'The client signed in to the case room with a code mailed to their address, agreed to sign electronically, and entered a fresh one-time code mailed to that address before typing their name.');
  writer.text('Trail', { size: 12, bold: true, after: 4 });
  for (const event of record.events) {
    writer.text(`${utc(event.at)}  ${event.label}`, { size: 10, bold: true, after: 0 });
    writer.text(`IP ${event.ip ?? 'not known'}; browser ${event.userAgent ?? 'not known'}`, { size: 9, color: MUTED, indent: 12, after: 4 });
  }
  writer.text(`Sealed by ${record.firmName}: any change to this file breaks the seal.`, { size: 9, color: MUTED });
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: 'Engagement letter signed electronically',
    contactInfo: '',
    name: record.firmName,
    location: '',
    signingTime: record.signedAt,
    signatureLength: 8192,
  });
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const sealed = await signpdf.sign(withPlaceholder, new SealSigner(seal), record.signedAt);
  return { pdf: sealed, signedLetterSha256 };
}

/** Whether a drawn signature's PNG decodes (its header alone was checked before): a broken one is refused, not a 500. */
export async function drawingDecodes(drawing: Uint8Array): Promise<boolean> {
  try {
    const image = await (await PDFDocument.create()).embedPng(drawing);
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

export interface SealCheck {
  /** The seal is there, covers the whole file, and its signature matches the bytes. */
  intact: boolean;
  /** The sealing certificate's organisation (or common name), when a seal could be read. */
  sealedBy: string | null;
  /** The time the seal says it was made. */
  signedAt: Date | null;
}

const NO_SEAL: SealCheck = { intact: false, sealedBy: null, signedAt: null };

/** A sealed PDF's parts: the byte ranges the seal covers, the bytes in them, and the seal (DER). */
export interface ReadSeal {
  byteRange: [number, number, number, number];
  signedData: Buffer;
  seal: Buffer;
}

/**
 * Reads a sealed PDF's seal: the DER value at the start of its /Contents, to the length the value's own header gives
 * (the rest is the placeholder's zero padding). @signpdf/utils' extractSignature strips every trailing 00 as padding,
 * so a seal whose own last byte is zero, one in 256, came out cut short and read as broken (vbuch/node-signpdf#317):
 * only its byte ranges are taken from it. Throws when the file has no seal that can be read.
 */
export function readSeal(bytes: Buffer): ReadSeal {
  const { ByteRange, signedData } = extractSignature(bytes);
  const [start, firstLength, second, secondLength] = ByteRange as [number, number, number, number];
  // Between the ranges: `<`, the hex of the seal and its padding, `>`.
  const contents = Buffer.from(bytes.subarray(start + firstLength + 1, second - 1).toString('latin1'), 'hex');
  // A SEQUENCE's length: under 128 in its second byte itself; else that byte's low bits count the bytes that give it.
  const lengthByte = contents[1] ?? 0;
  if (contents[0] !== 0x30 || lengthByte === 0x80 || lengthByte > 0x84) throw new Error('the seal is not a DER sequence of a definite length');
  const lengthBytes = lengthByte < 0x80 ? 0 : lengthByte & 0x7f;
  const valueLength = lengthByte < 0x80 ? lengthByte : contents.subarray(2, 2 + lengthBytes).reduce((length, byte) => length * 256 + byte, 0);
  const sealLength = 2 + lengthBytes + valueLength;
  if (sealLength > contents.length) throw new Error('the seal is longer than its placeholder');
  return { byteRange: [start, firstLength, second, secondLength], signedData, seal: contents.subarray(0, sealLength) };
}

/**
 * Checks a PDF's PKCS#7 detached seal: the signed byte ranges cover the whole file but the signature itself, their
 * SHA-256 is the digest the seal signed, and the seal's signature verifies with its certificate's key. It does not
 * ask whether anyone trusts that certificate: whether this firm issued the file is the issued hashes' question.
 */
export function verifySealedPdf(bytes: Buffer): SealCheck {
  let extracted: ReadSeal;
  let message: forge.pkcs7.PkcsSignedData;
  try {
    extracted = readSeal(bytes);
    message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(extracted.seal.toString('binary')))) as forge.pkcs7.PkcsSignedData;
  } catch {
    return NO_SEAL;
  }
  const [start, firstLength, second, secondLength] = extracted.byteRange;
  const capture = (message as unknown as { rawCapture: { signature: string; authenticatedAttributes?: forge.asn1.Asn1[] } }).rawCapture;
  const certificate = message.certificates[0];
  const attributes = capture.authenticatedAttributes ?? [];
  const attribute = (oid: string) => attributes.find((each) => forge.asn1.derToOid((each.value as forge.asn1.Asn1[])[0]!.value as string) === oid);
  const valueOf = (each: forge.asn1.Asn1 | undefined) => ((each?.value as forge.asn1.Asn1[] | undefined)?.[1]?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value as string | undefined;
  if (!certificate) return NO_SEAL;
  const sealedBy = (certificate.subject.getField('O') ?? certificate.subject.getField('CN'))?.value ?? null;
  const signingTime = valueOf(attribute(forge.pki.oids.signingTime!));
  const signedAt = signingTime ? forge.asn1.utcTimeToDate(signingTime) : null;
  const digest = valueOf(attribute(forge.pki.oids.messageDigest!));
  const coversWholeFile = start === 0 && second > firstLength && second + secondLength === bytes.length;
  const digestMatches = digest !== undefined && Buffer.from(digest, 'binary').equals(createHash('sha256').update(extracted.signedData).digest());
  const signedAttributes = Buffer.from(forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes)).getBytes(), 'binary');
  let signatureMatches = false;
  try {
    const key = new X509Certificate(forge.pki.certificateToPem(certificate)).publicKey;
    signatureMatches = verifySignature('sha256', signedAttributes, key, Buffer.from(capture.signature, 'binary'));
  } catch {
    signatureMatches = false;
  }
  return { intact: coversWholeFile && digestMatches && signatureMatches && attributes.length > 0, sealedBy, signedAt };
}
