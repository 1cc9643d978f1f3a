import { format, type SqlLanguage } from 'sql-formatter';

const LANGUAGES: Record<string, SqlLanguage> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  trino: 'trino',
  duckdb: 'duckdb',
  clickhouse: 'clickhouse',
  sqlite: 'sqlite',
};

/** The chart's SQL laid out for reading; SQL the formatter cannot parse is shown as it came. */
export const formatSql = (sql: string, backend: string | null): string => {
  try {
    return format(sql, { language: LANGUAGES[backend ?? ''] ?? 'sql', keywordCase: 'upper' });
  } catch {
    return sql;
  }
};
