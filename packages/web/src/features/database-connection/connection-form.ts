import type {
  AvailableDatabase,
  Database,
  DatabaseCreate,
  DatabaseParameters,
  DatabaseTestConnection,
  DatabaseUpdate,
  DatabaseValidateParameters,
  Engine,
} from '@tessera/core';
import type { ParameterField } from './parameter-fields';
import { DEFAULT_SSH_TUNNEL, sshTunnelBody, sshTunnelFromDatabase, type SshTunnelFormValues } from './ssh-tunnel-form';

/** Superset's names for the two ways of describing a connection. */
export type ConfigurationMethod = 'dynamic_form' | 'sqlalchemy_form';

/** The Advanced tab: every setting the database write schema accepts besides the connection. */
export interface AdvancedSettings {
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_dml: boolean;
  /** Superset's CTAS and CVAS: SQL Lab may save a SELECT as a new table or view. */
  allow_ctas: boolean;
  allow_cvas: boolean;
  /** The schema every CTAS/CVAS table or view goes to; null lets SQL Lab's schema decide. */
  force_ctas_schema: string | null;
  allow_file_upload: boolean;
  /** Seconds; null follows the global default. */
  cache_timeout: number | null;
}

export interface ConnectionFormValues {
  engine: Engine;
  method: ConfigurationMethod;
  /** The display name. */
  database_name: string;
  /** Parameter values as typed (port and query are converted when sent). */
  parameters: Record<string, string>;
  sqlalchemy_uri: string;
  advanced: AdvancedSettings;
  /** Superset's SSH Tunnel section (engines that are reached over the network only). */
  ssh_tunnel: SshTunnelFormValues;
}

/** The server's defaults for a new database. */
export const DEFAULT_ADVANCED: AdvancedSettings = {
  expose_in_sqllab: true,
  allow_run_async: true,
  allow_dml: false,
  allow_ctas: false,
  allow_cvas: false,
  force_ctas_schema: null,
  allow_file_upload: false,
  cache_timeout: null,
};

/** A new connection of `engine`: the engine's name as display name and the schema's defaults (e.g. port). */
export const newConnectionForm = (
  engine: AvailableDatabase,
  fields: readonly ParameterField[],
): ConnectionFormValues => ({
  engine: engine.engine,
  method: 'dynamic_form',
  database_name: engine.name,
  parameters: Object.fromEntries(fields.map((field) => [field.name, field.defaultValue])),
  sqlalchemy_uri: '',
  advanced: { ...DEFAULT_ADVANCED },
  ssh_tunnel: { ...DEFAULT_SSH_TUNNEL },
});

/** `a=1&b=2` ↔ `{a: '1', b: '2'}`, Superset's "Additional Parameters" text. */
export const formatQuery = (query: Readonly<Record<string, string>> | undefined): string =>
  query === undefined ? '' : new URLSearchParams(Object.entries(query)).toString();

export const parseQuery = (text: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(text.trim().replace(/^\?/, '')).entries());

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** An existing database as the form edits it; the password stays the server's mask unless retyped. */
export const formFromDatabase = (
  database: Database,
  engine: Engine,
  fields: readonly ParameterField[],
): ConnectionFormValues => {
  const stored: Record<string, unknown> = { ...database.parameters };
  const parameters = Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'query' ? formatQuery(database.parameters.query) : asText(stored[field.name]),
    ]),
  );
  // A URI the form cannot express (e.g. no port) opens as the URI it was written as.
  const fitsForm = fields.every((field) => !field.required || (parameters[field.name] ?? '') !== '');
  return {
    engine,
    method: fitsForm ? 'dynamic_form' : 'sqlalchemy_form',
    database_name: database.database_name,
    parameters,
    sqlalchemy_uri: database.sqlalchemy_uri,
    advanced: {
      expose_in_sqllab: database.expose_in_sqllab,
      allow_run_async: database.allow_run_async,
      allow_dml: database.allow_dml,
      allow_ctas: database.allow_ctas,
      allow_cvas: database.allow_cvas,
      force_ctas_schema: database.force_ctas_schema,
      allow_file_upload: database.allow_file_upload,
      cache_timeout: database.cache_timeout,
    },
    ssh_tunnel: sshTunnelFromDatabase(database.ssh_tunnel),
  };
};

/**
 * The parameters to send: blanks left out, the port as a number, the query text as a map.
 * The password is kept even when empty on edit, where '' removes the stored one.
 */
export const toParameters = (
  values: ConnectionFormValues,
  fields: readonly ParameterField[],
  keepEmptyPassword = false,
): DatabaseParameters => {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values.parameters[field.name] ?? '';
    const text = field.kind === 'password' ? raw : raw.trim();
    if (text === '' && !(field.kind === 'password' && keepEmptyPassword)) continue;
    if (field.kind === 'integer') result[field.name] = Number(text);
    else if (field.kind === 'query') result[field.name] = parseQuery(text);
    else result[field.name] = text;
  }
  return result as DatabaseParameters;
};

const connectionPart = (
  values: ConnectionFormValues,
  fields: readonly ParameterField[],
  keepEmptyPassword: boolean,
): Pick<DatabaseCreate, 'engine' | 'parameters' | 'sqlalchemy_uri'> =>
  values.method === 'sqlalchemy_form'
    ? { sqlalchemy_uri: values.sqlalchemy_uri.trim() }
    : { engine: values.engine, parameters: toParameters(values, fields, keepEmptyPassword) };

/** `POST /api/v1/database/`: the tunnel only when switched on. */
export const createBody = (values: ConnectionFormValues, fields: readonly ParameterField[]): DatabaseCreate => ({
  database_name: values.database_name.trim(),
  ...connectionPart(values, fields, false),
  ...values.advanced,
  ...(values.ssh_tunnel.enabled && { ssh_tunnel: sshTunnelBody(values.ssh_tunnel) }),
});

/** `PUT /api/v1/database/{pk}`: `extra` is left out so the stored one is kept; a tunnel switched off is removed (null). */
export const updateBody = (values: ConnectionFormValues, fields: readonly ParameterField[]): DatabaseUpdate => ({
  database_name: values.database_name.trim(),
  ...connectionPart(values, fields, true),
  ...values.advanced,
  ssh_tunnel: values.ssh_tunnel.enabled ? sshTunnelBody(values.ssh_tunnel) : null,
});

/** `POST /api/v1/database/test_connection/`; the id lets a masked password stand for the stored one. */
export const testConnectionBody = (
  values: ConnectionFormValues,
  fields: readonly ParameterField[],
  databaseId: number | null,
): DatabaseTestConnection => ({
  ...(databaseId !== null && { id: databaseId }),
  database_name: values.database_name.trim(),
  ...connectionPart(values, fields, databaseId !== null),
  ...(values.ssh_tunnel.enabled && { ssh_tunnel: sshTunnelBody(values.ssh_tunnel) }),
});

/** `POST /api/v1/database/validate_parameters/`: the values as typed, so the server can name bad ones. */
export const validateParametersBody = (
  values: ConnectionFormValues,
  fields: readonly ParameterField[],
): DatabaseValidateParameters => {
  const parameters: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values.parameters[field.name] ?? '';
    if (field.kind === 'query') parameters[field.name] = parseQuery(raw);
    else parameters[field.name] = raw.trim() === '' ? null : raw.trim();
  }
  return {
    engine: values.engine,
    parameters: parameters as DatabaseValidateParameters['parameters'],
    database_name: values.database_name.trim(),
    configuration_method: values.method,
  };
};
