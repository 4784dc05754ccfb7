import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for credentials (the Buffer API key): AES-256-GCM with a key derived by HKDF-SHA256
 * from the server secret. Stored form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 * An optional `context` (e.g. the column name) is bound as additional authenticated data, so a value
 * copied into another column does not decrypt.
 */
export interface SecretBox {
  encrypt(plaintext: string, context?: string): string;
  decrypt(sealed: string, context?: string): string;
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

const VERSION = 'v1';
const SALT = 'eu-news-dashboard/secret-box';
const INFO = 'v1 aes-256-gcm';

export function createSecretBox(serverSecret: string): SecretBox {
  if (!serverSecret) throw new SecretBoxError('The server secret is empty; cannot derive an encryption key.');
  const key = Buffer.from(hkdfSync('sha256', serverSecret, SALT, INFO, 32));
  return {
    encrypt(plaintext, context = '') {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
    },
    decrypt(sealed, context = '') {
      const parts = sealed.split(':');
      if (parts.length !== 4 || parts[0] !== VERSION) {
        throw new SecretBoxError('Encrypted value has an unknown format (expected v1:<iv>:<tag>:<ciphertext>).');
      }
      const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
      if (iv.length !== 12 || tag.length !== 16)
        throw new SecretBoxError('Encrypted value is malformed (bad iv or tag length).');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('Encrypted value could not be decrypted: wrong server secret or tampered data.');
      }
    },
  };
}

/** True when a stored value looks like a sealed secret (as opposed to a legacy plaintext value). */
export function isSealed(value: string): boolean {
  return /^v1:[\w-]+:[\w-]+:[\w-]*$/.test(value);
}
