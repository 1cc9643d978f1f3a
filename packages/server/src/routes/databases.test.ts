import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { postgresAvailable } from '../../test-support/services.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

const SECRET = 'Sup3r-Secret-Pa55';

describe.each([['sqlite', true] as const, ['postgres', await postgresAvailable()] as const])(
  'database credentials on %s',
  (store, available) => {
    let t: TestApp;
    let admin: TestClient;
    const logLines: string[] = [];

    beforeAll(async () => {
      if (!available) return;
      t = await startTestApp({ store, logLines });
      admin = await signedInAdmin(t);
    });
    afterAll(async () => t?.close());

    it.runIf(available)('encrypts the password at rest and masks it in every answer', async () => {
      const created = await admin.post<{ id: number; result: Record<string, unknown> }>('/api/v1/database/', {
        database_name: 'warehouse',
        sqlalchemy_uri: `postgresql://analyst:${encodeURIComponent(SECRET)}@db.internal:5432/sales`,
      });
      expect(created.status).toBe(201);
      expect(created.body.result.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@db.internal:5432/sales');
      expect(created.body.result.parameters).toMatchObject({
        username: 'analyst',
        password: 'XXXXXXXXXX',
        host: 'db.internal',
      });

      const answers = [
        JSON.stringify(created.body),
        JSON.stringify((await admin.get(`/api/v1/database/${created.body.id}`)).body),
        JSON.stringify((await admin.get('/api/v1/database/')).body),
        JSON.stringify(
          (
            await admin.put(`/api/v1/database/${created.body.id}`, {
              database_name: 'warehouse2',
              sqlalchemy_uri: 'postgresql://analyst:XXXXXXXXXX@db.internal:5432/sales',
            })
          ).body,
        ),
      ];
      for (const a of answers) expect(a).not.toContain(SECRET);

      const raw = await t.ctx.meta.db
        .selectFrom('databases')
        .selectAll()
        .where('id', '=', created.body.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(raw)).not.toContain(SECRET);
      expect(raw.encrypted_password).toMatch(/^v1\./);

      const { databasePassword } = await import('../engines/connection-manager.js');
      expect(databasePassword({ key: t.ctx.keys.databaseSecrets }, raw)).toBe(SECRET);
      expect(logLines.length).toBeGreaterThan(4);
      expect(logLines.join('\n')).toContain('/api/v1/database/');
      expect(logLines.join('\n')).not.toContain(SECRET);
    });

    it.runIf(available)('accepts engine parameters as an alternative to the URI', async () => {
      const created = await admin.post<{ result: Record<string, unknown> }>('/api/v1/database/', {
        database_name: 'mysql-db',
        engine: 'mysql',
        parameters: { host: '127.0.0.1', port: 3306, username: 'root', password: SECRET, database: 'test' },
      });
      expect(created.status).toBe(201);
      expect(created.body.result.sqlalchemy_uri).toBe('mysql://root:XXXXXXXXXX@127.0.0.1:3306/test');
      expect(JSON.stringify(created.body)).not.toContain(SECRET);
      const dup = await admin.post('/api/v1/database/', {
        database_name: 'mysql-db',
        sqlalchemy_uri: 'sqlite:///x.db',
      });
      expect(dup.status).toBe(409);
      const bad = await admin.post<{ message: string }>('/api/v1/database/', {
        database_name: 'bad',
        sqlalchemy_uri: 'oracle://x@y/z',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('sqlalchemy_uri');
    });
  },
);

describe('secret key file', () => {
  it('is generated once and reused when SECRET_KEY is unset', async () => {
    const { loadConfig } = await import('../config.js');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const home = mkdtempSync('/tmp/tessera-key-');
    const first = loadConfig({ TESSERA_HOME: home }).secretKey;
    expect(first.length).toBeGreaterThan(30);
    expect(loadConfig({ TESSERA_HOME: home }).secretKey).toBe(first);
    expect(readFileSync(`${home}/secret_key`, 'utf8')).toBe(first);
    rmSync(home, { recursive: true });
  });
});
