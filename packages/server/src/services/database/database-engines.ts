import type { AvailableDatabase, DatabaseValidateParameters, Engine } from '@tessera/core';
import { isIP } from 'node:net';
import { ENGINE_SPECS } from '../../engines/registry.js';
import type { EngineSpec } from '../../engines/types.js';

/** Superset's driver names and URI placeholders, so its clients build the same URIs. */
const ENGINE_INFO: Record<Engine, { driver: string; placeholder: string; fileUpload: boolean; database: string }> = {
  postgresql: {
    driver: 'psycopg2',
    placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
    fileUpload: true,
    database: 'Database name',
  },
  mysql: {
    driver: 'mysqldb',
    placeholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
    fileUpload: true,
    database: 'Database name',
  },
  duckdb: {
    driver: 'duckdb_engine',
    placeholder: 'duckdb:////path/to/duck.db',
    fileUpload: true,
    database: 'Path to the database file',
  },
  sqlite: {
    driver: 'pysqlite',
    placeholder: 'sqlite:////path/to/file.db',
    fileUpload: true,
    database: 'Path to the database file',
  },
  trino: {
    driver: 'trino',
    placeholder: 'trino://user:password@host:port/catalog',
    fileUpload: false,
    database: 'Catalog',
  },
  clickhousedb: {
    driver: 'connect',
    placeholder: 'clickhousedb://user:password@host[:port][/dbname][?secure=value&=value...]',
    fileUpload: false,
    database: 'Database name',
  },
};

/** Superset lists its PREFERRED_DATABASES first, in this order, then the rest by name. */
const PREFERRED: readonly Engine[] = ['postgresql', 'mysql', 'duckdb', 'trino'];

const isFileEngine = (spec: EngineSpec): boolean => spec.defaultPort === null;

/** The JSON schema of the connection form, as Superset's `parameters` in `/database/available/`. */
const parametersSchema = (spec: EngineSpec): Record<string, unknown> => {
  const info = ENGINE_INFO[spec.engine];
  const database = { type: 'string', description: info.database };
  if (isFileEngine(spec)) {
    return { type: 'object', properties: { database }, required: [...spec.requiredParameters] };
  }
  return {
    type: 'object',
    properties: {
      host: { type: 'string', description: 'Hostname or IP address' },
      port: { type: 'integer', description: 'Database port', minimum: 0, maximum: 65535, default: spec.defaultPort },
      username: { type: 'string', nullable: true, description: 'Username' },
      password: { type: 'string', nullable: true, description: 'Password' },
      database,
      query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    },
    required: [...spec.requiredParameters],
  };
};

export const availableDatabases = (): AvailableDatabase[] => {
  const rank = (e: Engine) => (PREFERRED.includes(e) ? PREFERRED.indexOf(e) : PREFERRED.length);
  return Object.values(ENGINE_SPECS)
    .map((spec) => {
      const info = ENGINE_INFO[spec.engine];
      return {
        engine: spec.engine,
        name: spec.name,
        default_driver: info.driver,
        available_drivers: [info.driver],
        sqlalchemy_uri_placeholder: info.placeholder,
        parameters: parametersSchema(spec),
        preferred: PREFERRED.includes(spec.engine),
        // Superset's disable_ssh_tunneling: a file database has no host to tunnel to.
        engine_information: { supports_file_upload: info.fileUpload, disable_ssh_tunneling: isFileEngine(spec) },
      };
    })
    .sort((a, b) => rank(a.engine) - rank(b.engine) || a.name.localeCompare(b.name));
};

export interface ParameterError {
  message: string;
  error_type: string;
  level: 'warning' | 'error';
  extra: Record<string, unknown>;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i;

/**
 * Superset's BasicParametersMixin.validate_parameters without the network probes (host
 * resolution, open port): the checks a form can be given while the user types.
 */
export const validateParameters = (input: DatabaseValidateParameters, spec: EngineSpec): ParameterError[] => {
  const p = input.parameters;
  const present = (k: keyof typeof p) => p[k] !== undefined && p[k] !== null && String(p[k]).trim() !== '';
  const errors: ParameterError[] = [];
  const missing = spec.requiredParameters.filter((k) => !present(k)).sort();
  if (missing.length > 0) {
    errors.push({
      message: `One or more parameters are missing: ${missing.join(', ')}`,
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      level: 'warning',
      extra: { missing },
    });
  }
  if (isFileEngine(spec)) return errors;
  const host = typeof p.host === 'string' ? p.host.trim() : '';
  if (host !== '' && isIP(host.replace(/^\[|\]$/g, '')) === 0 && !HOSTNAME.test(host)) {
    errors.push({
      message: 'The hostname provided is not a valid host name or IP address.',
      error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      level: 'error',
      extra: { invalid: ['host'] },
    });
  }
  if (present('port')) {
    const port = Number(p.port);
    if (!Number.isInteger(port)) {
      errors.push({
        message: 'Port must be a valid integer.',
        error_type: 'CONNECTION_INVALID_PORT_ERROR',
        level: 'error',
        extra: { invalid: ['port'] },
      });
    } else if (port < 0 || port > 65535) {
      errors.push({
        message: 'The port must be an integer between 0 and 65535 (inclusive).',
        error_type: 'CONNECTION_INVALID_PORT_ERROR',
        level: 'error',
        extra: { invalid: ['port'] },
      });
    }
  }
  return errors;
};
