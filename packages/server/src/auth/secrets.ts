import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** Derives independent keys for each purpose from SECRET_KEY. */
export const deriveKey = (secretKey: string, purpose: string): Buffer =>
  createHmac('sha256', secretKey).update(`tessera:${purpose}`).digest();

/** AES-256-GCM; output `v1.iv.tag.ciphertext` in base64url. */
export const encryptSecret = (key: Buffer, plaintext: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
};

export const decryptSecret = (key: Buffer, sealed: string): string => {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unrecognised secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
};

/** Session ids are stored hashed, so a leaked metadata dump cannot be replayed as cookies. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
