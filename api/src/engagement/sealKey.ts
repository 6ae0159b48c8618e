import { constants, createPrivateKey, generateKeyPairSync, privateEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

/** The firm's seal: a PKCS#12 bundle (key and certificate) and its passphrase. */
export interface SealKey {
  p12: Buffer;
  passphrase: string;
}

/** The seal from the secret (`ENGAGEMENT_SEAL_P12`, base64 of a .p12, and its passphrase). */
export function sealKeyFromSecret(p12Base64: string, passphrase: string): SealKey {
  const seal = { p12: Buffer.from(p12Base64, 'base64'), passphrase };
  // Read now, so a wrong secret (or a bundle without its key and certificate) stops the start, not the first signing.
  openSeal(seal);
  return seal;
}

/** The DER of PKCS#1 v1.5's DigestInfo for SHA-256 up to the hash itself (RFC 8017, section 9.2, note 1). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * The key as node-forge asks it to sign (a certificate, a PKCS#7 signer: `key.sign(digest)`), with the RSA operation
 * done by Node's OpenSSL. Forge's own is JavaScript arithmetic on big numbers: 140 ms a signature in a plain process,
 * over a second and a half inside a test's sandbox, and it holds the event loop all that time.
 */
function signingKey(privateKey: KeyObject): forge.pki.rsa.PrivateKey {
  const sign = (digest: forge.md.MessageDigest) => {
    if (digest.algorithm !== 'sha256') throw new Error(`the seal signs SHA-256 digests, not ${digest.algorithm}`);
    const digestInfo = Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(digest.digest().getBytes(), 'binary')]);
    return privateEncrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString('binary');
  };
  // Forge calls nothing else on a key it signs with; its type describes its own key objects.
  return { sign } as unknown as forge.pki.rsa.PrivateKey;
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
  certificate.sign(signingKey(privateKey), forge.md.sha256.create());
  const passphrase = randomBytes(18).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  const seal = { p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), passphrase };
  selfSigned.set(firmName, seal);
  return seal;
}

interface OpenedSeal {
  certificate: forge.pki.Certificate;
  privateKey: KeyObject;
}

const opened = new WeakMap<SealKey, OpenedSeal>();

/** The seal's certificate and key, read from its bundle once (decrypting a PKCS#12 bundle is not free). */
function openSeal(seal: SealKey): OpenedSeal {
  const known = opened.get(seal);
  if (known) return known;
  const bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(seal.p12.toString('binary'))), false, seal.passphrase);
  const { certBag, pkcs8ShroudedKeyBag } = forge.pki.oids as Record<'certBag' | 'pkcs8ShroudedKeyBag', string>;
  const certificates = (bundle.getBags({ bagType: certBag })[certBag] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = bundle.getBags({ bagType: pkcs8ShroudedKeyBag })[pkcs8ShroudedKeyBag]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('the seal has no private key');
  // The certificate the key belongs to: a bundle may carry its authority's certificates too.
  const certificate = certificates.find((each) => {
    const publicKey = each.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!certificate) throw new Error("the seal has no certificate for its key");
  const read = { certificate, privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)) };
  opened.set(seal, read);
  return read;
}

/** The seal's certificate as PEM (the tests hand it to `openssl cms -verify -CAfile`). */
export function sealCertificatePem(seal: SealKey): string {
  return forge.pki.certificateToPem(openSeal(seal).certificate);
}

/**
 * Seals a PDF for @signpdf: a detached PKCS#7 (CMS) signature over the bytes it is given, SHA-256, with the
 * attributes in the order EU validators expect (content type, signing time, message digest) and the sealing
 * certificate inside.
 */
export class SealSigner extends Signer {
  constructor(private readonly seal: SealKey) {
    super();
  }

  override async sign(pdf: Buffer, signingTime: Date = new Date()): Promise<Buffer> {
    const { certificate, privateKey } = openSeal(this.seal);
    const message = forge.pkcs7.createSignedData();
    message.content = forge.util.createBuffer(pdf.toString('binary'));
    message.addCertificate(certificate);
    const { contentType, data, signingTime: signingTimeOid, messageDigest, sha256 } = forge.pki.oids as Record<string, string>;
    message.addSigner({
      key: signingKey(privateKey),
      certificate,
      digestAlgorithm: sha256!,
      authenticatedAttributes: [
        { type: contentType!, value: data },
        { type: signingTimeOid!, value: signingTime.toISOString() },
        { type: messageDigest! },
      ],
    });
    message.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(message.toAsn1()).getBytes(), 'binary');
  }
}
