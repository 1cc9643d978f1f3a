import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { interpolate, type TranslateFn } from '../../i18n';
import {
  createBody,
  formatQuery,
  formFromDatabase,
  newConnectionForm,
  parseQuery,
  testConnectionBody,
  updateBody,
  validateParametersBody,
  type ConnectionFormValues,
} from './connection-form';
import { parameterErrors, requiredErrors, serverErrors, withParameterErrors } from './connection-validation';
import { parameterFields } from './parameter-fields';
import { POSTGRES, SQLITE, STORED } from '../../../test-support/features/database-connection/fixtures';

const t: TranslateFn = (source, ...args) => interpolate(source, args);
const PG_FIELDS = parameterFields(POSTGRES.parameters);
const SQLITE_FIELDS = parameterFields(SQLITE.parameters);

const pgForm = (parameters: Record<string, string>): ConnectionFormValues => {
  const form = newConnectionForm(POSTGRES, PG_FIELDS);
  return { ...form, parameters: { ...form.parameters, ...parameters } };
};

describe('parameterFields', () => {
  it('reads the JSON schema in Superset form order with required flags and defaults', () => {
    expect(PG_FIELDS.map((f) => [f.name, f.kind, f.required, f.defaultValue])).toEqual([
      ['host', 'text', true, ''],
      ['port', 'integer', true, '5432'],
      ['database', 'text', true, ''],
      ['username', 'text', true, ''],
      ['password', 'password', false, ''],
      ['query', 'query', false, ''],
    ]);
    expect(SQLITE_FIELDS).toEqual([
      { name: 'database', kind: 'text', required: true, description: 'Path to the database file', defaultValue: '' },
    ]);
  });

  it('leaves out properties the form cannot edit', () => {
    const fields = parameterFields({
      properties: { flags: { type: 'array' }, extra: { type: 'object' }, catalog: { type: 'string' } },
      required: ['catalog'],
    });
    expect(fields.map((f) => f.name)).toEqual(['catalog']);
  });
});

describe('connection form values', () => {
  it('starts a new connection with the engine name as display name and the default port', () => {
    const form = newConnectionForm(POSTGRES, PG_FIELDS);
    expect(form.database_name).toBe('PostgreSQL');
    expect(form.parameters).toEqual({ host: '', port: '5432', database: '', username: '', password: '', query: '' });
    expect(form.advanced).toEqual({
      expose_in_sqllab: true,
      allow_run_async: true,
      allow_dml: false,
      allow_ctas: false,
      allow_cvas: false,
      force_ctas_schema: null,
      allow_file_upload: false,
      cache_timeout: null,
    });
  });

  it('round-trips the additional parameters text', () => {
    expect(parseQuery('sslmode=require&application_name=tessera')).toEqual({
      sslmode: 'require',
      application_name: 'tessera',
    });
    expect(formatQuery({ sslmode: 'require' })).toBe('sslmode=require');
    expect(parseQuery('')).toEqual({});
  });

  it('builds the create body from the parameter form: blanks dropped, port a number', () => {
    const values = pgForm({ host: ' db.local ', username: 'bob', database: 'sales', query: 'sslmode=require' });
    expect(createBody({ ...values, database_name: ' Sales ' }, PG_FIELDS)).toEqual({
      database_name: 'Sales',
      engine: 'postgresql',
      parameters: { host: 'db.local', port: 5432, username: 'bob', database: 'sales', query: { sslmode: 'require' } },
      expose_in_sqllab: true,
      allow_run_async: true,
      allow_dml: false,
      allow_ctas: false,
      allow_cvas: false,
      force_ctas_schema: null,
      allow_file_upload: false,
      cache_timeout: null,
    });
  });

  it('sends only the URI from the URI form', () => {
    const values: ConnectionFormValues = {
      ...pgForm({ host: 'ignored' }),
      method: 'sqlalchemy_form',
      sqlalchemy_uri: ' postgresql://u@h/db ',
    };
    const body = createBody(values, PG_FIELDS);
    expect(body.sqlalchemy_uri).toBe('postgresql://u@h/db');
    expect(body).not.toHaveProperty('parameters');
    expect(body).not.toHaveProperty('engine');
  });

  it('edits a stored database with the masked password and keeps extra out of the update', () => {
    const form = formFromDatabase(STORED, 'postgresql', PG_FIELDS);
    expect(form.parameters).toEqual({
      host: 'db.internal',
      port: '5432',
      database: 'sales',
      username: 'analyst',
      password: 'XXXXXXXXXX',
      query: 'sslmode=require',
    });
    const body = updateBody({ ...form, database_name: 'renamed' }, PG_FIELDS);
    expect(body).toMatchObject({
      database_name: 'renamed',
      parameters: { password: 'XXXXXXXXXX' },
      cache_timeout: 600,
    });
    expect(body).not.toHaveProperty('extra');
    // Clearing the password on edit removes the stored one, so the empty value is sent.
    expect(
      updateBody({ ...form, parameters: { ...form.parameters, password: '' } }, PG_FIELDS).parameters,
    ).toHaveProperty('password', '');
  });

  it('opens a stored URI the parameter form cannot express (no port) as the URI form', () => {
    expect(formFromDatabase(STORED, 'postgresql', PG_FIELDS).method).toBe('dynamic_form');
    const { port: _port, ...withoutPort } = STORED.parameters;
    const noPort = {
      ...STORED,
      sqlalchemy_uri: 'postgresql://analyst:XXXXXXXXXX@db.internal/sales',
      parameters: withoutPort,
    };
    const form = formFromDatabase(noPort, 'postgresql', PG_FIELDS);
    expect(form.method).toBe('sqlalchemy_form');
    expect(form.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@db.internal/sales');
  });

  it('tests a stored connection with its id and a new one without', () => {
    const form = formFromDatabase(STORED, 'postgresql', PG_FIELDS);
    expect(testConnectionBody(form, PG_FIELDS, 7)).toMatchObject({ id: 7, engine: 'postgresql' });
    expect(testConnectionBody(pgForm({}), PG_FIELDS, null)).not.toHaveProperty('id');
  });

  it('sends parameters as typed for validation, blanks as null', () => {
    expect(validateParametersBody(pgForm({ port: 'abc' }), PG_FIELDS)).toEqual({
      engine: 'postgresql',
      parameters: { host: null, port: 'abc', database: null, username: null, password: null, query: {} },
      database_name: 'PostgreSQL',
      configuration_method: 'dynamic_form',
    });
  });
});

describe('connection validation', () => {
  it('requires the display name and the required parameters, or the URI', () => {
    const values = { ...newConnectionForm(SQLITE, SQLITE_FIELDS), database_name: ' ' };
    expect(requiredErrors(values, SQLITE_FIELDS, t)).toEqual({
      database_name: 'This is a required field',
      database: 'This is a required field',
    });
    expect(requiredErrors({ ...values, method: 'sqlalchemy_form' }, SQLITE_FIELDS, t)).toEqual({
      database_name: 'This is a required field',
      sqlalchemy_uri: 'This is a required field',
    });
  });

  it('maps validate_parameters errors to fields, naming missing ones only when asked', () => {
    const details = [
      {
        message: 'One or more parameters are missing: database, host',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        extra: { missing: ['database', 'host'] },
      },
      {
        message: 'Port must be a valid integer.',
        error_type: 'CONNECTION_INVALID_PORT_ERROR',
        extra: { invalid: ['port'] },
      },
    ];
    expect(parameterErrors(details, (field) => field === 'host', t)).toEqual({
      host: 'This is a required field',
      port: 'Port must be a valid integer.',
    });
    expect(parameterErrors(details, () => true, t)).toHaveProperty('database', 'This is a required field');
  });

  it('replaces parameter errors and keeps the display name error', () => {
    const next = withParameterErrors({ database_name: 'x', port: 'old', host: 'old' }, PG_FIELDS, { port: 'new' });
    expect(next).toEqual({ database_name: 'x', port: 'new' });
  });

  it('puts a server error under the field it names', () => {
    const conflict = new ApiRequestError(409, 'A database with the same name already exists', [
      {
        message: 'A database with the same name already exists',
        error_type: 'CONFLICT',
        extra: { field: 'database_name' },
      },
    ]);
    expect(serverErrors(conflict, PG_FIELDS)).toEqual({
      fields: { database_name: 'A database with the same name already exists' },
      general: null,
    });
    const port = new ApiRequestError(400, 'parameters.port: Too big', [
      { message: 'parameters.port: Too big', error_type: 'VALIDATION_ERROR', extra: { field: 'parameters.port' } },
    ]);
    expect(serverErrors(port, PG_FIELDS).fields).toEqual({ port: 'Too big' });
    expect(serverErrors(new ApiRequestError(500, 'Internal server error'), PG_FIELDS)).toEqual({
      fields: {},
      general: 'Internal server error',
    });
  });
});
