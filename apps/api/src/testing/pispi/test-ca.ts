import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * A certificate authority made at run time for the PI-SPI tests (decision 067): no key or certificate is kept in
 * the repository. Keys are RSA 2048 from node:crypto (native, fast); node-forge only writes and signs the X.509
 * certificates (SHA-256). The CA signs the fake participant's server certificate (for 127.0.0.1 and localhost) and
 * the businesses' client certificates; another CA, unrelated, makes the certificates that must be refused.
 */
export type Pem = { cert: string; key: string };
export type TestCa = Pem & {
  /** A certificate signed by this CA: `server` for the fake (127.0.0.1, localhost), `client` for a business. */
  issue(kind: 'server' | 'client', commonName: string): Pem;
};

const DAY_MS = 86_400_000;

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    pem: privateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey),
    privateKey: forge.pki.privateKeyFromPem(privateKey),
  };
}

function certificate(
  subject: string,
  publicKey: forge.pki.PublicKey,
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  // A positive serial number: its first hex digit below 8.
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  cert.publicKey = publicKey;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - DAY_MS);
  cert.validity.notAfter = new Date(now + DAY_MS);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setExtensions(extensions);
  return cert;
}

export function createTestCa(name = 'Autorite de test PI-SPI'): TestCa {
  const keys = keyPair();
  const ca = certificate(name, keys.publicKey, [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.setIssuer(ca.subject.attributes);
  ca.sign(keys.privateKey, forge.md.sha256.create());
  return {
    cert: forge.pki.certificateToPem(ca),
    key: keys.pem,
    issue(kind, commonName) {
      const own = keyPair();
      const cert = certificate(commonName, own.publicKey, [
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        kind === 'server'
          ? { name: 'extKeyUsage', serverAuth: true }
          : { name: 'extKeyUsage', clientAuth: true },
        ...(kind === 'server'
          ? [
              {
                name: 'subjectAltName',
                altNames: [
                  { type: 7, ip: '127.0.0.1' },
                  { type: 2, value: 'localhost' },
                ],
              },
            ]
          : []),
      ]);
      cert.setIssuer(ca.subject.attributes);
      cert.sign(keys.privateKey, forge.md.sha256.create());
      return { cert: forge.pki.certificateToPem(cert), key: own.pem };
    },
  };
}
