import { stripComments } from '@tessera/core';

const NAME = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)`;
const SIMPLE_READ = new RegExp(
  String.raw`^\s*select\b[\s\S]*?\bfrom\s+(${NAME})(?:\s*\.\s*(${NAME}))?\s*(?:where\b[\s\S]*|group\b[\s\S]*|order\b[\s\S]*|limit\b[\s\S]*)?;?\s*$`,
  'i',
);
const unquote = (name: string): string => (name.startsWith('"') ? name.slice(1, -1) : name);

/**
 * The one physical table a result reads, for 'Explore' (Superset's get_or_create): a plain SELECT
 * from a single table, with no join, sub-query or set operation; null for anything else, whose
 * result needs 'Save as dataset' instead.
 */
export const singleTableOf = (sql: string): { schema: string | null; table: string } | null => {
  const code = stripComments(sql);
  if (
    /\b(join|union|intersect|except)\b|\(\s*select\b|,\s*[A-Za-z_"][\w$".]*\s*(?:where|group|order|limit|;|$)/i.test(
      code,
    )
  )
    return null;
  const match = SIMPLE_READ.exec(code);
  const first = match?.[1];
  if (first === undefined) return null;
  const second = match?.[2];
  return second === undefined
    ? { schema: null, table: unquote(first) }
    : { schema: unquote(first), table: unquote(second) };
};
