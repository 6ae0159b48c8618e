import { detectEvidenceType } from './evidence';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((character) => character.charCodeAt(0)) : [value])));

describe('detectEvidenceType', () => {
  it('knows PNG, JPEG, both GIF versions and PDF by their first bytes', () => {
    expect(detectEvidenceType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectEvidenceType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(detectEvidenceType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectEvidenceType(bytes('GIF89a'))).toBe('image/gif');
    expect(detectEvidenceType(bytes('%PDF-1.7'))).toBe('application/pdf');
  });

  it('refuses anything else, including truncated signatures', () => {
    expect(detectEvidenceType(bytes('PK', 3, 4))).toBeNull();
    expect(detectEvidenceType(bytes('%PDF'))).toBeNull();
    expect(detectEvidenceType(bytes(0x89, 'PNG'))).toBeNull();
    expect(detectEvidenceType(bytes('GIF88a'))).toBeNull();
    expect(detectEvidenceType(new Uint8Array(0))).toBeNull();
  });
});
