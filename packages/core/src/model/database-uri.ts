import { ENGINES, PASSWORD_MASK, type DatabaseParameters, type Engine } from './database.js';

/** SQLAlchemy driver names map to our engines, so Superset URIs and exports carry over. */
const SCHEME_TO_ENGINE: Record<string, Engine> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  sqlite: 'sqlite',
  duckdb: 'duckdb',
  trino: 'trino',
  presto: 'trino',
  clickhousedb: 'clickhousedb',
  clickhouse: 'clickhousedb',
};

const FILE_ENGINES: ReadonlySet<Engine> = new Set(['sqlite', 'duckdb']);

export interface ParsedUri {
  engine: Engine;
  driver: string | null;
  parameters: DatabaseParameters;
}

export type UriParseResult = { ok: true; value: ParsedUri } | { ok: false; message: string };

const NETWORK_URI =
  /^([a-z]+)(?:\+([\w-]+))?:\/\/(?:([^:@/]*)(?::([^@]*))?@)?([^:/?]*)(?::(\d+))?(?:\/([^?]*))?(?:\?(.*))?$/i;
const FILE_URI = /^([a-z]+)(?:\+([\w-]+))?:\/\/\/?([^?]*)(?:\?(.*))?$/i;

// Hand-rolled rather than URLSearchParams so core needs neither DOM nor Node typings.
const decode = (s: string): string => decodeURIComponent(s.replaceAll('+', ' '));

const parseQuery = (raw: string | undefined): Record<string, string> | undefined => {
  if (!raw) return undefined;
  const entries = raw
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });
  return Object.fromEntries(entries);
};

const encodeQuery = (query: Record<string, string>): string =>
  Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

export const parseSqlalchemyUri = (uri: string): UriParseResult => {
  const scheme = /^([a-z]+)/i.exec(uri)?.[1]?.toLowerCase() ?? '';
  const engine = SCHEME_TO_ENGINE[scheme];
  if (!engine) {
    return { ok: false, message: `Unsupported database URI scheme '${scheme}'. Supported: ${ENGINES.join(', ')}` };
  }
  if (FILE_ENGINES.has(engine)) {
    const m = FILE_URI.exec(uri);
    if (!m) return { ok: false, message: 'Invalid file database URI: expected e.g. duckdb:////path/to/file.duckdb' };
    const query = parseQuery(m[4]);
    return {
      ok: true,
      value: {
        engine,
        driver: m[2] ?? null,
        parameters: { database: decodeURIComponent(m[3] ?? ''), ...(query && { query }) },
      },
    };
  }
  const m = NETWORK_URI.exec(uri);
  if (!m || !m[5])
    return { ok: false, message: 'Invalid database URI: expected engine://user:password@host:port/database' };
  const query = parseQuery(m[8]);
  const parameters: DatabaseParameters = {
    host: m[5],
    ...(m[6] && { port: Number(m[6]) }),
    ...(m[3] && { username: decodeURIComponent(m[3]) }),
    ...(m[4] !== undefined && { password: decodeURIComponent(m[4]) }),
    ...(m[7] && { database: decodeURIComponent(m[7]) }),
    ...(query && { query }),
  };
  return { ok: true, value: { engine, driver: m[2] ?? null, parameters } };
};

/** Builds the URI shown to users; the password is always the mask, never the secret. */
export const buildSqlalchemyUri = (engine: Engine, p: DatabaseParameters, hasPassword: boolean): string => {
  const query = p.query && Object.keys(p.query).length > 0 ? `?${encodeQuery(p.query)}` : '';
  if (FILE_ENGINES.has(engine)) return `${engine}:///${p.database ?? ''}${query}`;
  const user = p.username ? encodeURIComponent(p.username) : '';
  const auth = user ? `${user}${hasPassword ? `:${PASSWORD_MASK}` : ''}@` : '';
  const port = p.port ? `:${p.port}` : '';
  const db = p.database ? `/${encodeURIComponent(p.database)}` : '';
  return `${engine}://${auth}${p.host ?? ''}${port}${db}${query}`;
};
