import type { z } from 'zod';
import { PostProcessingError } from './errors.js';

type Issue = z.core.$ZodRawIssue;

const article = (noun: string): string => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

const describe = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'array') return `must have at least ${min} item${min === '1' ? '' : 's'}`;
      if (issue.origin === 'string') return `must have at least ${min} character${min === '1' ? '' : 's'}`;
      return `must be ${issue.inclusive === false ? '>' : '>='} ${min}`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'array') return `must have at most ${max} items`;
      return `must be ${issue.inclusive === false ? '<' : '<='} ${max}`;
    }
    case 'invalid_value':
      return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `has unsupported keys: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'has an invalid value';
    default:
      return 'is invalid';
  }
};

const formatPath = (path: readonly PropertyKey[]): string =>
  path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');

/** Parses one operation's options; the error names the operation and the offending option. */
export const parseOptions = <S extends z.ZodType>(operation: string, schema: S, options: unknown): z.output<S> => {
  const parsed = schema.safeParse(options ?? {}, { error: describe });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? `options${formatPath(issue.path)}` : 'options';
  throw new PostProcessingError(`${operation}: ${where} ${issue?.message ?? 'are invalid'}`);
};
