import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.js';
import { decryptSecret, deriveKey, encryptSecret } from './secrets.js';
import { hashPassword, verifyPassword } from './password.js';

const key = deriveKey('test-secret', 'jwt');

describe('jwt', () => {
  const now = Math.floor(Date.now() / 1000);
  it('round-trips valid claims', () => {
    const token = signJwt(key, { sub: '1', type: 'access', iat: now, exp: now + 60 });
    expect(verifyJwt(key, token)?.sub).toBe('1');
  });
  it('rejects expired, tampered and foreign-key tokens', () => {
    expect(verifyJwt(key, signJwt(key, { sub: '1', type: 'access', iat: now - 120, exp: now - 60 }))).toBeNull();
    const token = signJwt(key, { sub: '1', type: 'access', iat: now, exp: now + 60 });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '2', type: 'access', iat: now, exp: now + 60 })).toString(
      'base64url',
    );
    expect(verifyJwt(key, `${h}.${forged}.${s}`)).toBeNull();
    expect(verifyJwt(deriveKey('other', 'jwt'), token)).toBeNull();
    expect(verifyJwt(key, 'not-a-token')).toBeNull();
  });
});

describe('secrets', () => {
  it('encrypts with a fresh IV and decrypts', () => {
    const k = deriveKey('s', 'db');
    const a = encryptSecret(k, 'hunter2');
    expect(a).not.toContain('hunter2');
    expect(a).not.toBe(encryptSecret(k, 'hunter2'));
    expect(decryptSecret(k, a)).toBe('hunter2');
    expect(() => decryptSecret(deriveKey('other', 'db'), a)).toThrow();
  });
});

describe('password hashing', () => {
  it('verifies the right password only', async () => {
    const h = await hashPassword('correct horse');
    expect(h.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('correct horse', h)).toBe(true);
    expect(await verifyPassword('wrong horse', h)).toBe(false);
  });
});
