import { z } from 'zod';
import { emailText, requiredText } from './field-text.js';

export const MIN_PASSWORD_LENGTH = 8;

export const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256);

export const LoginRequestSchema = z.object({
  username: z.string().min(1, 'This is a required field').max(64),
  password: z.string().min(1, 'This is a required field').max(256),
  provider: z.literal('db').default('db'),
  refresh: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const SetupRequestSchema = z.object({
  username: requiredText('Username', 64),
  password: PasswordSchema,
  first_name: requiredText('First name', 64),
  last_name: requiredText('Last name', 64),
  email: emailText('Email'),
});
export type SetupRequest = z.infer<typeof SetupRequestSchema>;

/** `signed_in` lets the sign-in and setup pages send a signed-in user home without a 401 probe. */
export const SetupStatusSchema = z.object({ needs_setup: z.boolean(), signed_in: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_on: z.string().nullable(),
  changed_on: z.string().nullable(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const UserCreateSchema = z.object({
  username: requiredText('Username', 64),
  password: PasswordSchema,
  first_name: requiredText('First name', 64),
  last_name: requiredText('Last name', 64),
  email: emailText('Email'),
  active: z.boolean().default(true),
  roles: z.array(z.number().int().positive()).min(1, 'Select at least one role'),
});
export type UserCreate = z.input<typeof UserCreateSchema>;

export const UserUpdateSchema = UserCreateSchema.partial();
export type UserUpdate = z.input<typeof UserUpdateSchema>;

/** `/api/v1/me/` answer. */
export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

/** Superset's `/api/v1/me/roles/`: roles map to permission pairs; data access grouped by permission. */
export const MeRolesSchema = MeSchema.extend({
  roles: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
  permissions: z.record(z.string(), z.array(z.string())),
});
export type MeRoles = z.infer<typeof MeRolesSchema>;
