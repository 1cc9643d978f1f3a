import { DatabaseCreateSchema, maxLengthOf } from '@tessera/core';
import type { ApiErrorDetail } from '../../api/client';
import type { TranslateFn } from '../../i18n';
import { splitErrors } from '../../ui/form-errors';
import type { ConnectionFormValues } from './connection-form';
import type { ParameterField } from './parameter-fields';
import { missingSshTunnelFields } from './ssh-tunnel-form';

/** Messages by field: parameter names plus `database_name`, `sqlalchemy_uri` and `cache_timeout`. */
export type FieldErrors = Partial<Record<string, string>>;

/** The display name's limit, read from the schema the server validates with. */
export const DATABASE_NAME_MAX = maxLengthOf(DatabaseCreateSchema.shape.database_name);

/** The fields outside `parameters` that server errors may name; tunnel fields keep their `ssh_tunnel.` path. */
const TOP_FIELDS = [
  'database_name',
  'sqlalchemy_uri',
  'cache_timeout',
  'ssh_tunnel.server_address',
  'ssh_tunnel.server_port',
  'ssh_tunnel.username',
  'ssh_tunnel.password',
  'ssh_tunnel.private_key',
  'ssh_tunnel.private_key_password',
] as const;

const PARAMETER_PREFIX = 'parameters.';

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some((m) => m !== undefined);

/** The fields the active form needs filled in: the display name and the URI or the schema's required parameters. */
export const requiredErrors = (
  values: ConnectionFormValues,
  fields: readonly ParameterField[],
  t: TranslateFn,
): FieldErrors => {
  const required = t('This is a required field');
  const errors: FieldErrors = {};
  if (values.database_name.trim() === '') errors['database_name'] = required;
  for (const field of missingSshTunnelFields(values.ssh_tunnel)) errors[`ssh_tunnel.${field}`] = required;
  if (values.method === 'sqlalchemy_form') {
    if (values.sqlalchemy_uri.trim() === '') errors['sqlalchemy_uri'] = required;
    return errors;
  }
  for (const field of fields) {
    if (field.required && (values.parameters[field.name] ?? '').trim() === '') errors[field.name] = required;
  }
  return errors;
};

const namesIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Superset's reading of validate_parameters errors: each field in `extra.missing` is 'This is a
 * required field', each in `extra.invalid` gets the error's message. `showMissing` decides which
 * missing fields to name (while typing only those the user has left; on submit all).
 */
export const parameterErrors = (
  details: readonly ApiErrorDetail[],
  showMissing: (field: string) => boolean,
  t: TranslateFn,
): FieldErrors => {
  const errors: FieldErrors = {};
  for (const detail of details) {
    for (const field of namesIn(detail.extra?.['missing'])) {
      if (showMissing(field)) errors[field] ??= t('This is a required field');
    }
    for (const field of namesIn(detail.extra?.['invalid'])) errors[field] ??= detail.message;
  }
  return errors;
};

/** The parameter errors replaced by `next`; errors of other fields (the display name) are kept. */
export const withParameterErrors = (
  current: FieldErrors,
  fields: readonly ParameterField[],
  next: FieldErrors,
): FieldErrors => {
  const kept = Object.fromEntries(
    Object.entries(current).filter(([name]) => !fields.some((field) => field.name === name)),
  );
  return { ...kept, ...next };
};

export interface ServerErrors {
  fields: FieldErrors;
  /** The server's message when some error names no field of the form. */
  general: string | null;
}

/** A failed save or test spread over the form: `parameters.port` goes under Port, `database_name` under Display Name. */
export const serverErrors = (error: unknown, fields: readonly ParameterField[]): ServerErrors => {
  const known = [...TOP_FIELDS, ...fields.map((field) => `${PARAMETER_PREFIX}${field.name}`)];
  const split = splitErrors(error, known);
  const placed: FieldErrors = {};
  for (const [name, message] of Object.entries(split.fields)) {
    placed[name.startsWith(PARAMETER_PREFIX) ? name.slice(PARAMETER_PREFIX.length) : name] = message;
  }
  return { fields: placed, general: split.general };
};
