import { resolveTimeRange, TimeRangeError } from '@tessera/core';
import { badRequest } from '../http/http-error.js';
import type { TimeBounds } from './types.js';

/**
 * Time ranges resolve in the server's zone to wall-clock datetimes, which are compared with
 * the engines' naive timestamps as they are (Superset's convention).
 */
export const timeRangeResolver =
  (timezone: string, clock: () => Date = () => new Date()) =>
  (expression: string): TimeBounds => {
    try {
      const { since, until } = resolveTimeRange(expression, { now: clock(), timezone });
      return { since: since ? new Date(`${since}Z`) : null, until: until ? new Date(`${until}Z`) : null };
    } catch (err) {
      if (err instanceof TimeRangeError) throw badRequest(`time_range: ${err.message}`, 'time_range');
      throw err;
    }
  };
