import { PASSWORD_MASK } from '@tessera/core';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { utils } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExport, tokenFor } from '../../test-support/bundle-fixtures.js';
import { ADMIN, signedInAdmin } from '../../test-support/fixtures.js';
import { postgresAvailable, TEST_PG_URL } from '../../test-support/services.js';
import { startSshServer, type TestSshServer } from '../../test-support/ssh-server.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';
import { decryptSecret } from '../auth/secrets.js';

interface DatabaseReply {
  id: number;
  result: { id: number; ssh_tunnel?: Record<string, unknown> };
}
interface ErrorReply {
  message: string;
  errors?: { extra?: { field?: string } }[];
}

const SSH_USER = 'tunnel';
const SSH_PASSWORD = 'tunnel-secret-41';
const KEY_PASSPHRASE = 'key-passphrase-77';
const clientKey = utils.generateKeyPairSync('ed25519', {
  passphrase: KEY_PASSPHRASE,
  cipher: 'aes256-ctr',
  rounds: 16,
});

const pg = new URL(TEST_PG_URL);
/** The real PostgreSQL; the SSH server forwards to it, so only the forwarded-connection count tells the roads apart. */
const PG_PARAMETERS = {
  host: pg.hostname,
  port: Number(pg.port || 5432),
  username: decodeURIComponent(pg.username || 'postgres'),
  database: pg.pathname.slice(1) || 'test',
};

const waitFor = async (check: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** The first 200 within a few tries: a pooled connection that died with its SSH session fails once. */
const waitForOk = async <T>(call: () => Promise<{ status: number; body: T }>): Promise<{ status: number; body: T }> => {
  let last = await call();
  for (let i = 0; i < 5 && last.status !== 200; i += 1) last = await call();
  expect(last.status).toBe(200);
  return last;
};

const available = await postgresAvailable();

describe.runIf(available)('databases reached through an SSH tunnel (PostgreSQL behind ssh2)', () => {
  let t: TestApp;
  let admin: TestClient;
  let ssh: TestSshServer;

  const tunnel = (login: Record<string, string>) => ({
    server_address: '127.0.0.1',
    server_port: ssh.port,
    username: SSH_USER,
    ...login,
  });
  const create = (name: string, login: Record<string, string>) =>
    admin.post<DatabaseReply>('/api/v1/database/', {
      database_name: name,
      engine: 'postgresql',
      parameters: PG_PARAMETERS,
      ssh_tunnel: tunnel(login),
    });
  const schemas = (id: number) => admin.get<{ result: string[] }>(`/api/v1/database/${id}/schemas/`);
  const tunnelRow = (databaseId: number) =>
    t.ctx.meta.db.selectFrom('ssh_tunnels').selectAll().where('database_id', '=', databaseId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ssh = await startSshServer({ username: SSH_USER, password: SSH_PASSWORD, publicKeys: [clientKey.public] });
    t = await startTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    await ssh?.close();
  });

  it('queries through a password tunnel, masks the secret and stores it encrypted', async () => {
    // Creating registers the schema permissions, so the pool (and its tunnel) opens at once.
    const before = ssh.forwarded();
    const res = await create('via-password', { password: SSH_PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.result.ssh_tunnel).toEqual({
      id: expect.any(Number),
      server_address: '127.0.0.1',
      server_port: ssh.port,
      username: SSH_USER,
      password: PASSWORD_MASK,
    });
    const listed = await schemas(res.body.id);
    expect(listed.status).toBe(200);
    expect(listed.body.result).toContain('public');
    expect(ssh.forwarded()).toBeGreaterThan(before);
    expect(ssh.logins()).toContain('password');

    const shown = await admin.get<DatabaseReply>(`/api/v1/database/${res.body.id}`);
    expect(shown.body.result.ssh_tunnel).toMatchObject({ password: PASSWORD_MASK });
    expect(JSON.stringify(shown.body)).not.toContain(SSH_PASSWORD);
    const row = await tunnelRow(res.body.id);
    expect(JSON.stringify(row)).not.toContain(SSH_PASSWORD);
    expect(decryptSecret(t.ctx.keys.databaseSecrets, row.encrypted_password ?? '')).toBe(SSH_PASSWORD);
  });

  it('keeps the stored secret when a PUT sends the mask back, and tests the connection through the tunnel', async () => {
    const res = await create('masked-put', { password: SSH_PASSWORD });
    const put = await admin.put<DatabaseReply>(`/api/v1/database/${res.body.id}`, {
      ssh_tunnel: tunnel({ password: PASSWORD_MASK }),
    });
    expect(put.status).toBe(200);
    const row = await tunnelRow(res.body.id);
    expect(decryptSecret(t.ctx.keys.databaseSecrets, row.encrypted_password ?? '')).toBe(SSH_PASSWORD);

    const before = ssh.forwarded();
    const test = await admin.post('/api/v1/database/test_connection/', {
      id: res.body.id,
      database_name: 'masked-put',
      engine: 'postgresql',
      parameters: PG_PARAMETERS,
      ssh_tunnel: tunnel({ password: PASSWORD_MASK }),
    });
    expect(test.body).toEqual({ message: 'Connection looks good!' });
    expect(ssh.forwarded()).toBeGreaterThan(before);

    // The mask never travels to another bastion.
    const elsewhere = await admin.post<ErrorReply>('/api/v1/database/test_connection/', {
      id: res.body.id,
      engine: 'postgresql',
      parameters: PG_PARAMETERS,
      ssh_tunnel: { ...tunnel({ password: PASSWORD_MASK }), username: 'someone-else' },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toContain('SSH tunnel secrets are masked');

    const wrong = await admin.post<ErrorReply>('/api/v1/database/test_connection/', {
      engine: 'postgresql',
      parameters: PG_PARAMETERS,
      ssh_tunnel: tunnel({ password: 'not-it' }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain('SSH tunnel to 127.0.0.1');
  });

  it('logs in with an encrypted private key and its passphrase', async () => {
    const before = ssh.forwarded();
    const res = await create('via-key', { private_key: clientKey.private, private_key_password: KEY_PASSPHRASE });
    expect(res.status).toBe(201);
    expect(res.body.result.ssh_tunnel).toMatchObject({
      private_key: PASSWORD_MASK,
      private_key_password: PASSWORD_MASK,
    });
    expect(res.body.result.ssh_tunnel).not.toHaveProperty('password');
    expect((await schemas(res.body.id)).status).toBe(200);
    expect(ssh.forwarded()).toBeGreaterThan(before);
    expect(ssh.logins()).toContain('publickey');
    const row = await tunnelRow(res.body.id);
    expect(JSON.stringify(row)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(row)).not.toContain(KEY_PASSPHRASE);
  });

  it('reopens the SSH session when the bastion drops it, without a new pool', async () => {
    const res = await create('bastion-restart', { password: SSH_PASSWORD });
    expect((await schemas(res.body.id)).status).toBe(200);
    ssh.dropSessions();
    await waitFor(() => ssh.openSessions() === 0);
    const logins = ssh.logins().length;
    // The pooled connections died with the session; the pool's next connection logs in again.
    const again = await waitForOk(() => schemas(res.body.id));
    expect(again.body.result).toContain('public');
    expect(ssh.logins().length).toBeGreaterThan(logins);
  });

  it('closes the tunnel with the pool when the database is deleted', async () => {
    const sessionsBefore = ssh.openSessions();
    const res = await create('short-lived', { password: SSH_PASSWORD });
    expect((await schemas(res.body.id)).status).toBe(200);
    expect(ssh.openSessions()).toBe(sessionsBefore + 1);
    expect((await admin.delete(`/api/v1/database/${res.body.id}`)).status).toBe(200);
    await waitFor(() => ssh.openSessions() === sessionsBefore);
    expect(
      await t.ctx.meta.db.selectFrom('ssh_tunnels').where('database_id', '=', res.body.id).select('id').execute(),
    ).toEqual([]);
  });

  it('removes a tunnel with DELETE .../ssh_tunnel/, after which the database is reached directly', async () => {
    const res = await create('untunnelled', { password: SSH_PASSWORD });
    expect((await schemas(res.body.id)).status).toBe(200);
    const removed = await admin.delete(`/api/v1/database/${res.body.id}/ssh_tunnel/`);
    expect(removed.body).toEqual({ message: 'OK' });
    expect((await admin.get<DatabaseReply>(`/api/v1/database/${res.body.id}`)).body.result).not.toHaveProperty(
      'ssh_tunnel',
    );
    const before = ssh.forwarded();
    expect((await schemas(res.body.id)).status).toBe(200);
    expect(ssh.forwarded()).toBe(before);
    expect((await admin.delete(`/api/v1/database/${res.body.id}/ssh_tunnel/`)).status).toBe(404);
  });
});

describe('SSH tunnel settings: validation, export and import prompts', () => {
  let t: TestApp;
  let admin: TestClient;
  const base = {
    engine: 'postgresql',
    parameters: { host: 'db.internal', port: 5432, username: 'u', database: 'd' },
  };
  const ssh = { server_address: 'bastion.example.com', server_port: 22, username: 'jump' };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 400 naming the tunnel field at fault', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ssh }, 'ssh_tunnel.password'],
      [{ ...ssh, private_key_password: 'x' }, 'ssh_tunnel.private_key'],
      [{ ...ssh, server_port: 70000, password: 'p' }, 'ssh_tunnel.server_port'],
      [{ ...ssh, server_port: 0, password: 'p' }, 'ssh_tunnel.server_port'],
      [{ ...ssh, server_address: '', password: 'p' }, 'ssh_tunnel.server_address'],
      [{ ...ssh, username: 7, password: 'p' }, 'ssh_tunnel.username'],
      // A mask on a new tunnel stands for nothing.
      [{ ...ssh, password: PASSWORD_MASK }, 'ssh_tunnel.password'],
    ];
    for (const [tunnel, field] of cases) {
      const res = await admin.post<ErrorReply>('/api/v1/database/', {
        database_name: 'bad',
        ...base,
        ssh_tunnel: tunnel,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    const file = await admin.post<ErrorReply>('/api/v1/database/', {
      database_name: 'file',
      sqlalchemy_uri: 'duckdb:///:memory:',
      ssh_tunnel: { ...ssh, password: 'p' },
    });
    expect(file.status).toBe(400);
    expect(file.body.message).toMatch(/^ssh_tunnel:/);
  });

  it('switches login method as Superset does, and exports the tunnel masked', async () => {
    const res = await admin.post<DatabaseReply>('/api/v1/database/', {
      database_name: 'exported',
      ...base,
      ssh_tunnel: { ...ssh, password: 'first-secret' },
    });
    expect(res.status).toBe(201);
    const put = await admin.put<DatabaseReply>(`/api/v1/database/${res.body.id}`, {
      ssh_tunnel: { ...ssh, private_key: 'KEY-TEXT', password: PASSWORD_MASK },
    });
    expect(put.body.result.ssh_tunnel).toEqual({ id: expect.any(Number), ...ssh, private_key: PASSWORD_MASK });
    const token = await tokenFor(t, ADMIN.username, ADMIN.password);
    const files = unzipSync((await getExport(t, token, 'database', [res.body.id])).data);
    const yaml = new TextDecoder().decode(Object.entries(files).find(([p]) => p.includes('databases/'))?.[1]);
    expect(yaml).toContain('ssh_tunnel:');
    expect(yaml).toContain(`private_key: ${PASSWORD_MASK}`);
    expect(yaml).not.toContain('KEY-TEXT');
  });

  it('never sends the stored database password through another bastion in a connection test', async () => {
    const res = await admin.post<DatabaseReply>('/api/v1/database/', {
      database_name: 'guarded',
      engine: 'postgresql',
      parameters: { ...base.parameters, password: 'db-secret' },
      ssh_tunnel: { ...ssh, password: 'ssh-secret' },
    });
    expect(res.status).toBe(201);
    for (const tunnel of [{ ...ssh, server_address: 'evil.example.com', password: 'x' }, null]) {
      const test = await admin.post<ErrorReply>('/api/v1/database/test_connection/', {
        id: res.body.id,
        engine: 'postgresql',
        parameters: { ...base.parameters, password: PASSWORD_MASK },
        ssh_tunnel: tunnel,
      });
      expect(test.status).toBe(422);
      expect(test.body.message).toContain('the password is masked');
    }
  });

  it('asks for the tunnel secrets a bundle lacks, then imports them encrypted', async () => {
    const bundle = (tunnelYaml: string) =>
      zipSync({
        'database_export/metadata.yaml': strToU8('version: 1.0.0\ntype: Database\n'),
        'database_export/databases/remote.yaml': strToU8(
          [
            'database_name: remote',
            'sqlalchemy_uri: postgresql://u@db.internal:5432/d',
            'uuid: 3f1c1a7e-8d7b-4a53-9a55-6a1b2f0c9d01',
            'version: 1.0.0',
            'ssh_tunnel:',
            '  server_address: bastion.example.com',
            '  server_port: 22',
            '  username: jump',
            tunnelYaml,
          ].join('\n'),
        ),
      });
    const post = (zip: Uint8Array, fields: Record<string, string> = {}) => {
      const form = new FormData();
      form.append('formData', new Blob([zip], { type: 'application/zip' }), 'bundle.zip');
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return admin.postForm<{ message: string; errors?: { extra?: Record<string, unknown> }[] }>(
        '/api/v1/database/import/',
        form,
      );
    };
    const path = 'databases/remote.yaml';

    const noPassword = await post(bundle(`  password: ${PASSWORD_MASK}`));
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors?.[0]?.extra?.[path]).toEqual({
      _schema: ['Must provide a password for the ssh tunnel'],
    });

    const keyBundle = bundle(`  private_key: ${PASSWORD_MASK}\n  private_key_password: ${PASSWORD_MASK}`);
    const noKey = await post(keyBundle);
    expect(noKey.body.errors?.[0]?.extra?.[path]).toEqual({
      _schema: [
        'Must provide a private key for the ssh tunnel',
        'Must provide a private key password for the ssh tunnel',
      ],
    });
    const noKeyPassword = await post(keyBundle, { ssh_tunnel_private_keys: JSON.stringify({ [path]: 'KEY' }) });
    expect(noKeyPassword.body.errors?.[0]?.extra?.[path]).toEqual({
      _schema: ['Must provide a private key password for the ssh tunnel'],
    });
    const none = await post(bundle(''));
    expect(none.body.errors?.[0]?.extra?.[path]).toEqual({ _schema: ['Must provide credentials for the SSH Tunnel'] });

    const ok = await post(keyBundle, {
      ssh_tunnel_private_keys: JSON.stringify({ [path]: 'IMPORTED-KEY' }),
      ssh_tunnel_private_key_passwords: JSON.stringify({ [path]: 'imported-pass' }),
    });
    expect(ok.body).toEqual({ message: 'OK' });
    const db = await t.ctx.meta.db
      .selectFrom('databases')
      .select('id')
      .where('database_name', '=', 'remote')
      .executeTakeFirstOrThrow();
    const row = await t.ctx.meta.db
      .selectFrom('ssh_tunnels')
      .selectAll()
      .where('database_id', '=', db.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('IMPORTED-KEY');
    expect(decryptSecret(t.ctx.keys.databaseSecrets, row.encrypted_private_key ?? '')).toBe('IMPORTED-KEY');
    expect(decryptSecret(t.ctx.keys.databaseSecrets, row.encrypted_private_key_password ?? '')).toBe('imported-pass');
    expect(row.encrypted_password).toBeNull();
  });
});
