/**
 * The safe subset of Superset's Jinja templating for SQL Lab: `{{ ... }}` holds one macro call or
 * one parameter name, optionally piped through `where_in`; `{# ... #}` is a comment. Statements
 * (`{% ... %}`), attribute access, arithmetic and any other expression are refused, so a template
 * can only insert values, never run code. Values are inserted as text, as Jinja does.
 */

export interface SqlTemplateContext {
  username: string | null;
  userId: number | null;
  /** The request's URL parameters (Superset's url_param reads request.args). */
  urlParams: Readonly<Record<string, string>>;
  /** Filter values by column (Superset's filter_values over the form data's filters). */
  filterValues: Readonly<Record<string, readonly unknown[]>>;
  /** Superset's templateParams: a JSON object of names to values. */
  params: Readonly<Record<string, unknown>>;
}

export type SqlTemplateResult =
  | { ok: true; sql: string }
  | { ok: false; errorType: 'MISSING_TEMPLATE_PARAMS_ERROR' | 'INVALID_TEMPLATE_ERROR'; message: string };

type Literal = string | number | null;

const LITERAL = /^\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?)|(None|none|null))\s*$/;

const parseLiteral = (text: string): Literal | undefined => {
  const m = LITERAL.exec(text);
  if (!m) return undefined;
  if (m[1] !== undefined) return m[1].replace(/\\(.)/g, '$1');
  if (m[2] !== undefined) return m[2].replace(/\\(.)/g, '$1');
  if (m[3] !== undefined) return Number(m[3]);
  return null;
};

/** Comma-separated literal arguments; undefined when any is not a literal. */
const parseArgs = (text: string): Literal[] | undefined => {
  if (text.trim() === '') return [];
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quote) {
      current += ch;
      if (ch === '\\') {
        current += text[i + 1] ?? '';
        i += 1;
      } else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  const values = parts.map(parseLiteral);
  return values.some((v) => v === undefined) ? undefined : (values as Literal[]);
};

const quoteSql = (v: unknown): string =>
  typeof v === 'number' || typeof v === 'boolean' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

/** Python's repr of a list of strings and numbers, which is what Jinja prints for filter_values. */
const pythonList = (values: readonly unknown[]): string =>
  `[${values.map((v) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "\\'")}'`)).join(', ')}]`;

const asText = (v: unknown): string => {
  if (v === null || v === undefined) return 'None';
  if (Array.isArray(v)) return pythonList(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

type Evaluated = { value: unknown } | { undefinedName: string } | { invalid: string };

const callMacro = (name: string, args: Literal[], ctx: SqlTemplateContext): Evaluated => {
  switch (name) {
    case 'current_username':
      return { value: ctx.username };
    case 'current_user_id':
      return { value: ctx.userId };
    case 'url_param': {
      const [param, fallback = null] = args;
      if (typeof param !== 'string') return { invalid: 'url_param needs a parameter name' };
      return { value: ctx.urlParams[param] ?? fallback };
    }
    case 'filter_values': {
      const [column, fallback = null] = args;
      if (typeof column !== 'string') return { invalid: 'filter_values needs a column name' };
      const values = ctx.filterValues[column];
      return { value: values && values.length > 0 ? values : fallback === null ? [] : [fallback] };
    }
    default:
      return { invalid: `'${name}' is not an available macro` };
  }
};

const evaluate = (expression: string, ctx: SqlTemplateContext): Evaluated => {
  const call = /^([A-Za-z_]\w*)\s*\(([\s\S]*)\)$/.exec(expression);
  if (call) {
    const args = parseArgs(call[2] as string);
    if (args === undefined) return { invalid: `the arguments of ${call[1]} must be literals` };
    return callMacro(call[1] as string, args, ctx);
  }
  if (/^[A-Za-z_]\w*$/.test(expression)) {
    return expression in ctx.params ? { value: ctx.params[expression] } : { undefinedName: expression };
  }
  const literal = parseLiteral(expression);
  if (literal !== undefined) return { value: literal };
  return { invalid: `'${expression}' is not a supported template expression` };
};

/** Superset's where_in filter: a list as a parenthesised list of SQL literals. */
const applyFilter = (value: unknown, filter: string): Evaluated => {
  if (filter !== 'where_in') return { invalid: `'${filter}' is not an available filter` };
  const list = Array.isArray(value) ? value : [value];
  return { value: `(${list.map(quoteSql).join(', ')})` };
};

/** Renders `sql` under `ctx`; SQL without template markers comes back unchanged. */
export const renderSqlTemplate = (sql: string, ctx: SqlTemplateContext): SqlTemplateResult => {
  if (sql.includes('{%')) {
    return {
      ok: false,
      errorType: 'INVALID_TEMPLATE_ERROR',
      message: 'Template statements ({% ... %}) are not supported; use {{ macro() }} or {{ parameter }}',
    };
  }
  const missing: string[] = [];
  let problem: string | null = null;
  const out = sql.replace(/\{#[\s\S]*?#\}/g, '').replace(/\{\{([\s\S]*?)\}\}/g, (_m, inner: string) => {
    const filters: string[] = [];
    let head = inner.trim();
    for (let m = /\|\s*([A-Za-z_]\w*)$/.exec(head); m; m = /\|\s*([A-Za-z_]\w*)$/.exec(head)) {
      filters.unshift(m[1] as string);
      head = head.slice(0, m.index).trim();
    }
    let result = evaluate(head, ctx);
    for (const f of filters) if ('value' in result) result = applyFilter(result.value, f);
    if ('undefinedName' in result) missing.push(result.undefinedName);
    else if ('invalid' in result) problem ??= result.invalid;
    return 'value' in result ? asText(result.value) : '';
  });
  if (problem !== null) return { ok: false, errorType: 'INVALID_TEMPLATE_ERROR', message: problem };
  if (missing.length > 0) {
    const names = [...new Set(missing)].map((n) => `"${n}"`).join(', ');
    return {
      ok: false,
      errorType: 'MISSING_TEMPLATE_PARAMS_ERROR',
      message: `The following parameters in your query are undefined: ${names}.`,
    };
  }
  return { ok: true, sql: out };
};
