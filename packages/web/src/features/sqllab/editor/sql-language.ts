import { MariaSQL, MySQL, PostgreSQL, SQLite, StandardSQL, sql, type SQLDialect } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import type { CompletionEntry } from './completion-index';

/**
 * The editor's language chunk: CodeMirror's SQL grammar for the database's engine and the
 * dialect's words for completion. The page loads it after its first paint (see sql-editor.tsx).
 */

/** Words every dialect knows, for dialects that do not list their own. */
const STANDARD_KEYWORDS =
  'select from where group by order having limit offset join left right inner outer full cross on using as and or not in is null like ilike between case when then else end distinct union all except intersect with insert into values update set delete create table view drop alter asc desc exists cast over partition window qualify true false';
const STANDARD_FUNCTIONS =
  'count sum avg min max coalesce nullif abs round floor ceil length lower upper trim substring replace concat now current_date current_timestamp date_trunc extract row_number rank dense_rank lag lead first_value last_value';
/** DuckDB's own functions beyond PostgreSQL's that analysts reach for most. */
const DUCKDB_FUNCTIONS =
  'range generate_series strftime strptime epoch_ms list_aggregate string_agg approx_count_distinct quantile_cont median mode arg_max arg_min regexp_matches read_parquet read_csv_auto unnest';

const dialectOf = (backend: string | null): SQLDialect => {
  switch (backend) {
    case 'postgresql':
    case 'duckdb':
      // DuckDB's grammar follows PostgreSQL's.
      return PostgreSQL;
    case 'mysql':
      return MySQL;
    case 'mariadb':
      return MariaSQL;
    case 'sqlite':
      return SQLite;
    default:
      return StandardSQL;
  }
};

const words = (text: string | undefined): string[] => (text ?? '').split(/\s+/).filter((w) => w !== '');

export interface SqlLanguage {
  extension: Extension;
  /** The dialect's keywords and functions, upper and lower case as Superset's editor offers them. */
  vocabulary: CompletionEntry[];
}

export const sqlLanguage = (backend: string | null): SqlLanguage => {
  const dialect = dialectOf(backend);
  const keywords = new Set([...words(STANDARD_KEYWORDS), ...words(dialect.spec.keywords)]);
  const functions = new Set([
    ...words(STANDARD_FUNCTIONS),
    ...words(dialect.spec.builtin),
    ...(backend === 'duckdb' ? words(DUCKDB_FUNCTIONS) : []),
  ]);
  return {
    extension: sql({ dialect, upperCaseKeywords: true }),
    vocabulary: [
      ...[...keywords].map((k): CompletionEntry => ({ label: k.toUpperCase(), kind: 'keyword' })),
      ...[...functions].map((f): CompletionEntry => ({ label: f, kind: 'function' })),
    ],
  };
};
