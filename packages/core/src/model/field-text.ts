import { z } from 'zod';

/**
 * Validation messages as a person writes them, naming the field by its label ('Name is required',
 * 'Name must be at most 250 characters') instead of zod's schema wording. The server prefixes the
 * field path, so a 400 still names the field; the web shows the message beside the input.
 */
export const requiredMessage = (label: string): string => `${label} is required`;

export const maxLengthMessage = (label: string, max: number): string => `${label} must be at most ${max} characters`;

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, requiredMessage(label)).max(max, maxLengthMessage(label, max));

/** An optional text of at most `max` characters. */
export const limitedText = (label: string, max: number) => z.string().max(max, maxLengthMessage(label, max));

/** A valid email address, said plainly. */
export const emailText = (label: string) => z.email(`${label} must be a valid email address`);

/**
 * The longest text a field's schema accepts (through optional, nullable and default wrappers),
 * for the input's `maxlength`: the limit is written once, in the schema.
 */
export const maxLengthOf = (schema: z.ZodType): number | undefined => {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodDefault) return maxLengthOf(schema.unwrap() as z.ZodType);
  return undefined;
};
