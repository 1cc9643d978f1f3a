import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test-support/fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.js';

interface ErrorBody {
  message: string;
  errors: { message: string; extra?: { field?: string } }[];
}

describe('validation messages a person can read', () => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ store: 'sqlite' });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => t?.close());

  it('names the field and says what is wrong in words', async () => {
    const long = await admin.post<ErrorBody>('/api/v1/database/', {
      database_name: 'x'.repeat(251),
      sqlalchemy_uri: 'sqlite://',
    });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]?.extra?.field).toBe('database_name');
    expect(long.body.errors[0]?.message).toBe('database_name: Database name must be at most 250 characters');

    const empty = await admin.post<ErrorBody>('/api/v1/security/roles/', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]?.extra?.field).toBe('name');
    expect(empty.body.errors[0]?.message).toBe('name: Name is required');
  });
});
