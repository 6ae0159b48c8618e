import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** The firm's seal: a PKCS#12 bundle (key and certificate) and its passphrase. */
export interface SealKey {
  p12: Buffer;
  passphrase: string;
}

/** The seal from the secret (`ENGAGEMENT_SEAL_P12`, base64 of a .p12, and its passphrase). */
export function sealKeyFromSecret(p12Base64: string, passphrase: string): SealKey {
  const p12 = Buffer.from(p12Base64, 'base64');
  // Read now, so a wrong secret stops the start rather than the first signing.
  forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  return { p12, passphrase };
}

const selfSigned = new Map<string, SealKey>();

/**
 * A self-signed seal for local use and the tests when no secret is given: made once per process and firm (RSA 2048,
 * ten years), its passphrase random. Anyone can check such a seal's integrity; only a certificate from an authority
 * the reader trusts says who sealed it.
 */
export function selfSignedSealKey(firmName: string): SealKey {
  const known = selfSigned.get(firmName);
  if (known) return known;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const name = [
    { name: 'commonName', value: `${firmName} document seal` },
    { name: 'organizationName', value: firmName },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(18).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  const seal = { p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), passphrase };
  selfSigned.set(firmName, seal);
  return seal;
}

/** The seal's certificate as PEM (the tests hand it to `openssl cms -verify -CAfile`). */
export function sealCertificatePem({ p12, passphrase }: SealKey): string {
  const bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, passphrase);
  const certBag = forge.pki.oids.certBag!;
  const bag = bundle.getBags({ bagType: certBag })[certBag]?.[0];
  if (!bag?.cert) throw new Error('the seal has no certificate');
  return forge.pki.certificateToPem(bag.cert);
}
