import type { AvailableDatabase, Database, Engine } from '@tessera/core';

const network = (engine: Engine, name: string, port: number, preferred: boolean): AvailableDatabase => ({
  engine,
  name,
  default_driver: engine,
  available_drivers: [engine],
  sqlalchemy_uri_placeholder: `${engine}://user:password@host:port/dbname`,
  parameters: {
    type: 'object',
    properties: {
      host: { type: 'string', description: 'Hostname or IP address' },
      port: { type: 'integer', description: 'Database port', minimum: 0, maximum: 65535, default: port },
      username: { type: 'string', nullable: true, description: 'Username' },
      password: { type: 'string', nullable: true, description: 'Password' },
      database: { type: 'string', description: 'Database name' },
      query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    },
    required: ['host', 'port', 'username', 'database'],
  },
  preferred,
  engine_information: { supports_file_upload: true, disable_ssh_tunneling: false },
});

export const POSTGRES = network('postgresql', 'PostgreSQL', 5432, true);

export const SQLITE: AvailableDatabase = {
  engine: 'sqlite',
  name: 'SQLite',
  default_driver: 'pysqlite',
  available_drivers: ['pysqlite'],
  sqlalchemy_uri_placeholder: 'sqlite:////path/to/file.db',
  parameters: {
    type: 'object',
    properties: { database: { type: 'string', description: 'Path to the database file' } },
    required: ['database'],
  },
  preferred: false,
  engine_information: { supports_file_upload: true, disable_ssh_tunneling: true },
};

/** As `GET /api/v1/database/available/` orders them: preferred first. */
export const AVAILABLE: AvailableDatabase[] = [
  POSTGRES,
  network('mysql', 'MySQL / MariaDB', 3306, true),
  network('trino', 'Trino', 8080, true),
  network('clickhousedb', 'ClickHouse', 8123, false),
  SQLITE,
];

export const STORED: Database = {
  id: 7,
  uuid: '6f0c3c8e-1d6f-4a55-9a5e-0d9c2f1b7a10',
  database_name: 'warehouse',
  backend: 'postgresql',
  sqlalchemy_uri: 'postgresql://analyst:XXXXXXXXXX@db.internal:5432/sales',
  parameters: {
    host: 'db.internal',
    port: 5432,
    username: 'analyst',
    password: 'XXXXXXXXXX',
    database: 'sales',
    query: { sslmode: 'require' },
  },
  expose_in_sqllab: true,
  allow_run_async: false,
  allow_dml: false,
  allow_file_upload: true,
  allow_ctas: false,
  allow_cvas: false,
  force_ctas_schema: null,
  cache_timeout: 600,
  extra: '{"metadata_params":{}}',
  changed_on: '2025-01-02T03:04:05.000Z',
  created_on: '2025-01-01T03:04:05.000Z',
};
