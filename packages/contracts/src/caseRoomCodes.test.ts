import { detectDocumentType, hasMarkup } from './caseRoomCodes';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectDocumentType', () => {
  it('reads the type from the first bytes', () => {
    expect(detectDocumentType(text('%PDF-1.7\n'), false)).toBe('application/pdf');
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), false)).toBe('image/png');
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0), false)).toBe('image/jpeg');
    expect(detectDocumentType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), false)).toBe('image/webp');
    expect(detectDocumentType(text('Bank statement, March:\n€ 2 500 to the broker'), true)).toBe('text/plain');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectDocumentType(text('GIF89a'), false)).toBe('text/plain'); // text by content: accepted as text
    expect(detectDocumentType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0), false)).toBeNull();
    expect(detectDocumentType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0), false)).toBeNull(); // ZIP, DOCX
    expect(detectDocumentType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45), false)).toBeNull(); // WAVE
    expect(detectDocumentType(bytes(0xc3, 0x28), true)).toBeNull(); // broken UTF-8
    expect(detectDocumentType(bytes(), true)).toBeNull();
  });

  it('lets a character cut by the end of the head pass only when the file goes on', () => {
    const cut = text('caf\u00e9').subarray(0, 4);
    expect(detectDocumentType(cut, false)).toBe('text/plain');
    expect(detectDocumentType(cut, true)).toBeNull();
  });
});

describe('text with markup or a script', () => {
  it('is no plain text, even as valid UTF-8', () => {
    for (const markup of [
      '<!DOCTYPE html><p>statement</p>',
      '<html><body>x</body></html>',
      'Statement\n<script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><x/>',
      '<HTA:APPLICATION ID="x">',
      '<iframe src=x>',
      '<img src=x onerror=alert(1)>',
      '<a href="https://example.com">x</a>',
      '#!/bin/sh\nrm -rf ~',
      '@echo off\r\ndel *.*',
    ]) {
      expect({ markup, type: detectDocumentType(text(markup), true) }).toEqual({ markup, type: null });
    }
  });

  it('leaves ordinary text alone: angle brackets in an address, a comparison, arrows', () => {
    for (const plain of ['From: John <john@example.com>', 'Paid 2 < 3 times, then > 5', 'Wallet -> exchange <- bank', 'a <b> c', 'rate <50%']) {
      expect({ plain, markup: hasMarkup(plain) }).toEqual({ plain, markup: false });
    }
  });
});
