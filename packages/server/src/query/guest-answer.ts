import type { Caller } from '@tessera/core';

/**
 * Superset's ChartDataRestApi drops each result's `query` for guest users: an embedding host's
 * visitors never see the SQL, nor the RLS clauses in it. Answers are cached for everyone, so the
 * text is removed from what is sent, not from what is stored.
 */
export const answerFor = <T extends object>(caller: Pick<Caller, 'embed'>, results: readonly T[]): T[] =>
  caller.embed
    ? results.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'query')) as T)
    : [...results];
