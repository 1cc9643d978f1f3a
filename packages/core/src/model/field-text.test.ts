import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChartCreateSchema } from './chart.js';
import { DatabaseCreateSchema } from './database.js';
import { DatasetCreateSchema, DatasetUpdateSchema } from './dataset-write.js';
import { emailText, limitedText, maxLengthOf, requiredText } from './field-text.js';
import { RoleCreateSchema } from './role.js';
import { UserCreateSchema } from './user.js';

const messageOf = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('human field messages', () => {
  it('says a required field is required and how long it may be, by its label', () => {
    const name = requiredText('Name', 250);
    expect(messageOf(name, '   ')).toBe('Name is required');
    expect(messageOf(name, 'x'.repeat(251))).toBe('Name must be at most 250 characters');
    expect(messageOf(name, ' ok ')).toBeUndefined();
    expect(messageOf(limitedText('Title', 3), 'four')).toBe('Title must be at most 3 characters');
    expect(messageOf(emailText('Email'), 'nope')).toBe('Email must be a valid email address');
  });

  it('words the names users type in forms that way', () => {
    expect(messageOf(ChartCreateSchema, { slice_name: '' })).toBe('Chart name is required');
    expect(messageOf(DatasetCreateSchema, { database: 1, table_name: 'x'.repeat(251) })).toBe(
      'Dataset name must be at most 250 characters',
    );
    expect(messageOf(DatabaseCreateSchema, { database_name: ' ' })).toBe('Database name is required');
    expect(messageOf(RoleCreateSchema, { name: '' })).toBe('Name is required');
    const user = {
      username: 'u',
      password: 'long-enough',
      first_name: '',
      last_name: 'L',
      email: 'a@b.co',
      roles: [1],
    };
    expect(messageOf(UserCreateSchema, user)).toBe('First name is required');
  });

  it('reads the limit of a field through its wrappers, for maxlength', () => {
    expect(maxLengthOf(ChartCreateSchema.shape.slice_name)).toBe(250);
    expect(maxLengthOf(DatasetUpdateSchema.shape.table_name)).toBe(250);
    expect(maxLengthOf(limitedText('x', 9).nullable().optional())).toBe(9);
    expect(maxLengthOf(z.number())).toBeUndefined();
  });
});
