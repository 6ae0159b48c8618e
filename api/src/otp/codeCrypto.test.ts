import { createCodeCrypto } from './codeCrypto';

describe('createCodeCrypto', () => {
  const crypto = createCodeCrypto('test key');

  it('makes six-digit codes, zero-padded, that vary', () => {
    const codes = Array.from({ length: 200 }, () => crypto.newCode());
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('recognises the code behind a hash, for that address only', () => {
    const hash = crypto.hashCode('a@b.io', '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(crypto.codeMatches('a@b.io', '012345', hash)).toBe(true);
    expect(crypto.codeMatches('a@b.io', '012346', hash)).toBe(false);
    expect(crypto.codeMatches('c@d.io', '012345', hash)).toBe(false);
    expect(crypto.codeMatches('a@b.io', '012345', 'abc')).toBe(false);
  });

  it('depends on the key, so a copied table does not give codes away', () => {
    expect(createCodeCrypto('other key').hashCode('a@b.io', '012345')).not.toBe(crypto.hashCode('a@b.io', '012345'));
    expect(createCodeCrypto(null).hashCode('a@b.io', '012345')).not.toBe(createCodeCrypto(null).hashCode('a@b.io', '012345'));
  });
});
