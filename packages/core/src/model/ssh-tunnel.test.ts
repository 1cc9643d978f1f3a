import { describe, expect, it } from 'vitest';
import { PASSWORD_MASK } from './password-mask.js';
import { resolveSshTunnelLogin, SshTunnelSchema, sshTunnelImportProblems } from './ssh-tunnel.js';

const none = { password: null, private_key: null, private_key_password: null };

describe('SSH tunnel login rules (Superset 03 §5)', () => {
  it('keeps one login: a private key replaces the password, a password replaces the key and its password', () => {
    expect(resolveSshTunnelLogin({ ...none, password: 'pw', private_key: 'KEY' })).toEqual({
      ok: true,
      value: { password: null, private_key: 'KEY', private_key_password: null },
    });
    expect(resolveSshTunnelLogin({ ...none, private_key: 'KEY', private_key_password: 'pp' })).toEqual({
      ok: true,
      value: { password: null, private_key: 'KEY', private_key_password: 'pp' },
    });
    expect(resolveSshTunnelLogin({ ...none, password: 'pw' })).toEqual({
      ok: true,
      value: { password: 'pw', private_key: null, private_key_password: null },
    });
  });

  it('names the field when no login is given or a key password has no key', () => {
    expect(resolveSshTunnelLogin(none)).toMatchObject({ ok: false, field: 'password' });
    expect(resolveSshTunnelLogin({ ...none, password: '' })).toMatchObject({ ok: false, field: 'password' });
    expect(resolveSshTunnelLogin({ ...none, password: 'pw', private_key_password: 'pp' })).toMatchObject({
      ok: false,
      field: 'private_key',
    });
  });

  it('accepts ports 1 to 65535 only', () => {
    const base = { server_address: 'bastion', username: 'jump', password: 'pw' };
    expect(SshTunnelSchema.safeParse({ ...base, server_port: 22 }).success).toBe(true);
    expect(SshTunnelSchema.safeParse({ ...base, server_port: 65535 }).success).toBe(true);
    for (const port of [0, 65536, 22.5, '22'])
      expect(SshTunnelSchema.safeParse({ ...base, server_port: port }).success, String(port)).toBe(false);
  });
});

describe('sshTunnelImportProblems (Superset validate_ssh_tunnel_credentials)', () => {
  const base = { server_address: 'bastion', server_port: 22, username: 'jump' };

  it('asks for a masked password, or for the masked or missing key fields together', () => {
    expect(sshTunnelImportProblems({ ...base, password: PASSWORD_MASK })).toEqual([
      'Must provide a password for the ssh tunnel',
    ]);
    expect(
      sshTunnelImportProblems({ ...base, private_key: PASSWORD_MASK, private_key_password: PASSWORD_MASK }),
    ).toEqual([
      'Must provide a private key for the ssh tunnel',
      'Must provide a private key password for the ssh tunnel',
    ]);
    expect(sshTunnelImportProblems({ ...base, private_key: 'KEY' })).toEqual([
      'Must provide a private key password for the ssh tunnel',
    ]);
    expect(sshTunnelImportProblems({ ...base, password: 'pw' })).toEqual([]);
    expect(sshTunnelImportProblems({ ...base, private_key: 'KEY', private_key_password: 'pp' })).toEqual([]);
  });

  it('refuses no credentials and mixed credentials', () => {
    expect(sshTunnelImportProblems(base)).toEqual(['Must provide credentials for the SSH Tunnel']);
    expect(sshTunnelImportProblems({ ...base, password: 'pw', private_key: 'KEY' })).toEqual([
      'Cannot have multiple credentials for the SSH Tunnel',
    ]);
  });
});
