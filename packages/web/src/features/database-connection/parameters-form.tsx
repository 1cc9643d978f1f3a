import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT, type TranslateFn } from '../../i18n';
import type { FieldErrors } from './connection-validation';
import type { ParameterField } from './parameter-fields';
import { DATABASE_NAME_MAX } from './connection-validation';

export interface ParametersFormProps {
  fields: readonly ParameterField[];
  parameters: Readonly<Record<string, string>>;
  databaseName: string;
  errors: FieldErrors;
  onParameter: (name: string, value: string) => void;
  onParameterBlur: (name: string) => void;
  onDatabaseName: (value: string) => void;
}

interface FieldText {
  label: string;
  placeholder?: string;
  description?: string;
}

/** Superset's labels and examples; the database field takes the engine's own wording (a file path, a catalog). */
const fieldText = (field: ParameterField, t: TranslateFn): FieldText => {
  switch (field.name) {
    case 'host':
      return { label: t('Host'), placeholder: t('e.g. 127.0.0.1') };
    case 'port':
      return { label: t('Port'), placeholder: t('e.g. %s', field.defaultValue === '' ? '5432' : field.defaultValue) };
    case 'database':
      return { label: field.description ?? t('Database name') };
    case 'username':
      return { label: t('Username'), placeholder: t('e.g. Analytics') };
    case 'password':
      return { label: t('Password'), placeholder: t('e.g. ********') };
    case 'query':
      return {
        label: t('Additional Parameters'),
        placeholder: t('e.g. param1=value1&param2=value2'),
        description: t('Add additional custom parameters'),
      };
    default:
      return { label: field.description ?? field.name };
  }
};

/** Step 2's parameter form, generated from the engine's JSON schema, with the display name. */
export function ParametersForm(props: ParametersFormProps): ReactNode {
  const { fields, parameters, databaseName, errors, onParameter, onParameterBlur, onDatabaseName } = props;
  const t = useT();
  const input = (field: ParameterField): ReactNode => {
    const text = fieldText(field, t);
    const common = {
      ...text,
      required: field.required,
      value: parameters[field.name] ?? '',
      error: errors[field.name],
      onChange: (event: { currentTarget: HTMLInputElement }) => onParameter(field.name, event.currentTarget.value),
      onBlur: () => onParameterBlur(field.name),
      'data-testid': `parameter-${field.name}`,
    };
    if (field.kind === 'password') return <PasswordInput key={field.name} autoComplete="new-password" {...common} />;
    return <TextInput key={field.name} inputMode={field.kind === 'integer' ? 'numeric' : undefined} {...common} />;
  };
  const query = fields.filter((field) => field.kind === 'query');
  return (
    <Stack gap="sm" data-testid="parameters-form">
      {fields.filter((field) => field.kind !== 'query').map(input)}
      <TextInput
        label={t('Display Name')}
        description={t('Pick a name to help you identify this database.')}
        required
        value={databaseName}
        error={errors['database_name']}
        maxLength={DATABASE_NAME_MAX}
        onChange={(event) => onDatabaseName(event.currentTarget.value)}
        data-testid="database-name"
      />
      {query.map(input)}
    </Stack>
  );
}
