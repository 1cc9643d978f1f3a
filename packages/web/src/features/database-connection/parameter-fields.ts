/** How a connection parameter is entered. */
export type ParameterKind = 'text' | 'password' | 'integer' | 'query';

/** One field of the parameter form, read from the engine's `parameters` JSON schema. */
export interface ParameterField {
  name: string;
  kind: ParameterKind;
  required: boolean;
  /** The schema's description ('Path to the database file', 'Catalog', ...), or null. */
  description: string | null;
  /** The schema's default as typed text ('5432'), or ''. */
  defaultValue: string;
}

/** Superset's form order; fields the schema adds beyond these follow in schema order. */
const FIELD_ORDER: readonly string[] = ['host', 'port', 'database', 'username', 'password', 'query'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOf = (name: string, property: Record<string, unknown>): ParameterKind | null => {
  if (name === 'password') return 'password';
  if (property['type'] === 'integer' || property['type'] === 'number') return 'integer';
  if (property['type'] === 'string') return 'text';
  if (property['type'] === 'object' && name === 'query') return 'query';
  return null;
};

const rank = (name: string): number => {
  const index = FIELD_ORDER.indexOf(name);
  return index < 0 ? FIELD_ORDER.length : index;
};

/** The form's fields from a JSON schema; properties of a type the form cannot edit are left out. */
export const parameterFields = (schema: Readonly<Record<string, unknown>>): ParameterField[] => {
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const required = new Set(
    Array.isArray(schema['required']) ? schema['required'].filter((v): v is string => typeof v === 'string') : [],
  );
  const fields: ParameterField[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (!isRecord(raw)) continue;
    const kind = kindOf(name, raw);
    if (kind === null) continue;
    const description = typeof raw['description'] === 'string' ? raw['description'] : null;
    const fallback = raw['default'];
    const defaultValue = typeof fallback === 'string' || typeof fallback === 'number' ? String(fallback) : '';
    fields.push({ name, kind, required: required.has(name), description, defaultValue });
  }
  return fields.sort((a, b) => rank(a.name) - rank(b.name));
};
