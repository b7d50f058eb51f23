import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** An RSA key pair as PEM, and the bare base64 forms Alipay's key tool gives (PKCS#8 private, SPKI public). */
export function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return { privateKey, publicKey, privatePem, publicPem, privateBare: bare(privatePem), publicBare: bare(publicPem) };
}

/** A certificate for a public key, signed by the given private key (self-signed when it is the pair's own). */
export function certificate(publicPem: string, signerPrivatePem: string, serialHex: string, commonName: string): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  cert.serialNumber = serialHex;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  // forge takes binary strings: a name beyond Latin-1 (a Chinese company's) goes in as UTF-8 bytes, typed UTF8String.
  const attrs = [{ name: 'commonName', value: forge.util.encodeUtf8(commonName), valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(signerPrivatePem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}
