import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { FieldErrors } from './connection-validation';
import { DATABASE_NAME_MAX } from './connection-validation';

export interface UriFormProps {
  databaseName: string;
  uri: string;
  /** The engine's `sqlalchemy_uri_placeholder`. */
  placeholder: string;
  errors: FieldErrors;
  onDatabaseName: (value: string) => void;
  onUri: (value: string) => void;
}

/** The alternative to the parameter form: a display name and a SQLAlchemy URI. */
export function UriForm({ databaseName, uri, placeholder, errors, onDatabaseName, onUri }: UriFormProps): ReactNode {
  const t = useT();
  return (
    <Stack gap="sm" data-testid="uri-form">
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
      <TextInput
        label={t('SQLAlchemy URI')}
        description={t('Refer to the docs for more information on how to structure your URI.')}
        placeholder={placeholder}
        required
        value={uri}
        error={errors['sqlalchemy_uri']}
        onChange={(event) => onUri(event.currentTarget.value)}
        autoComplete="off"
        data-testid="sqlalchemy-uri"
      />
    </Stack>
  );
}
