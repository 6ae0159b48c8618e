import forge from 'node-forge';
import { sealCertificatePem, sealKeyFromSecret, selfSignedSealKey } from './sealKey';

const FIRM = 'ClearTrace Recovery';

describe('the seal from the secret', () => {
  const made = selfSignedSealKey(FIRM);
  const secret = made.p12.toString('base64');

  it('reads a PKCS#12 bundle and its passphrase, and gives the same certificate', () => {
    const seal = sealKeyFromSecret(secret, made.passphrase);
    expect(sealCertificatePem(seal)).toBe(sealCertificatePem(made));
    expect(sealCertificatePem(seal)).toContain('-----BEGIN CERTIFICATE-----');
  });

  it('stops the start on a wrong passphrase', () => {
    expect(() => sealKeyFromSecret(secret, 'not the passphrase')).toThrow();
  });

  it('stops the start on a bundle that carries a certificate but no key', () => {
    const certificate = forge.pki.certificateFromPem(sealCertificatePem(made));
    const withoutKey = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(null, [certificate], 'secret', { algorithm: '3des' })).getBytes();
    expect(() => sealKeyFromSecret(Buffer.from(withoutKey, 'binary').toString('base64'), 'secret')).toThrow('the seal has no private key');
  });
});
