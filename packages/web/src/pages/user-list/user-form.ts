import { MIN_PASSWORD_LENGTH, isAdmin, type Role, type User, type UserCreate, type UserUpdate } from '@tessera/core';
import type { TranslateFn } from '../../i18n';

export interface UserFormValues {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm: string;
  active: boolean;
  /** Role ids as strings, the MultiSelect's value type. */
  roles: string[];
}

export type UserFormField = Exclude<keyof UserFormValues, 'active'>;

export const USER_FORM_FIELDS: readonly UserFormField[] = [
  'username',
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm',
  'roles',
];

export const emptyUserForm = (): UserFormValues => ({
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm: '',
  active: true,
  roles: [],
});

export const userToForm = (user: User): UserFormValues => ({
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  password: '',
  confirm: '',
  active: user.active,
  roles: user.roles.map((role) => String(role.id)),
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks before sending. On edit an empty password keeps the current one. */
export const validateUserForm = (
  values: UserFormValues,
  isNew: boolean,
  t: TranslateFn,
): Partial<Record<UserFormField, string>> => {
  const errors: Partial<Record<UserFormField, string>> = {};
  for (const field of ['username', 'first_name', 'last_name', 'email'] as const) {
    if (values[field].trim() === '') errors[field] = t('This is a required field');
  }
  if (errors.email === undefined && !EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = t('Enter a valid e-mail address');
  }
  if ((isNew || values.password !== '') && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = t('Password must be at least %s characters', MIN_PASSWORD_LENGTH);
  }
  if (values.confirm !== values.password) errors.confirm = t('Passwords do not match');
  if (values.roles.length === 0) errors.roles = t('Select at least one role');
  return errors;
};

const common = (values: UserFormValues) => ({
  username: values.username.trim(),
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  email: values.email.trim(),
  active: values.active,
  roles: values.roles.map(Number),
});

/**
 * Whether saving `values` takes the Admin role from the signed-in admin editing themself: they
 * lose the security pages at once, so the form asks first (a second admin has no other guard;
 * the server keeps only the last one).
 */
export const removesOwnAdmin = (
  user: User | null,
  values: UserFormValues,
  roles: readonly Role[],
  currentUserId: number | null,
): boolean => {
  if (user === null || currentUserId === null || user.id !== currentUserId) return false;
  // Every role core's isAdmin counts (a role named admin, in any case), as the server's last-admin rule does.
  const adminIds = new Set(roles.filter((role) => isAdmin([role])).map((role) => String(role.id)));
  const hadAdmin = user.roles.some((role) => adminIds.has(String(role.id)));
  return hadAdmin && !values.roles.some((id) => adminIds.has(id));
};

export const toUserCreate = (values: UserFormValues): UserCreate => ({ ...common(values), password: values.password });

export const toUserUpdate = (values: UserFormValues): UserUpdate =>
  values.password === '' ? common(values) : { ...common(values), password: values.password };
