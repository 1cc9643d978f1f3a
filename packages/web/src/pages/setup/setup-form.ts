import { MIN_PASSWORD_LENGTH, type SetupRequest } from '@tessera/core';
import type { TranslateFn } from '../../i18n';

export interface SetupValues extends SetupRequest {
  confirm: string;
}

export type SetupField = keyof SetupValues;

export const SETUP_FIELDS: readonly SetupField[] = [
  'username',
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm',
];

export const EMPTY_SETUP: SetupValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks made before sending; the server checks again and its field errors are shown too. */
export const validateSetup = (values: SetupValues, t: TranslateFn): Partial<Record<SetupField, string>> => {
  const errors: Partial<Record<SetupField, string>> = {};
  for (const field of ['username', 'first_name', 'last_name', 'email'] as const) {
    if (values[field].trim() === '') errors[field] = t('This is a required field');
  }
  if (errors.email === undefined && !EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = t('Enter a valid e-mail address');
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = t('Password must be at least %s characters', MIN_PASSWORD_LENGTH);
  }
  if (values.confirm !== values.password) errors.confirm = t('Passwords do not match');
  return errors;
};

export const toSetupRequest = (values: SetupValues): SetupRequest => ({
  username: values.username.trim(),
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  password: values.password,
});
