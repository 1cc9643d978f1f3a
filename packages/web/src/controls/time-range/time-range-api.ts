import { encodeRisonUri } from '@tessera/core';
import { apiRequest } from '../../api/client';

/** One resolved expression as `GET /api/v1/time_range/` answers it ('' is an open end). */
export interface ResolvedTimeRangeAnswer {
  since: string;
  until: string;
}

export const timeRangePath = (timeRange: string): string => `/api/v1/time_range/?q=${encodeRisonUri(timeRange)}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readBound = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Superset answers one object for a single expression; Tessera answers a list. Both are read. */
export const readTimeRangeAnswer = (body: unknown): ResolvedTimeRangeAnswer | null => {
  if (!isRecord(body)) return null;
  const result = Array.isArray(body['result']) ? body['result'][0] : body['result'];
  if (!isRecord(result)) return null;
  return { since: readBound(result['since']), until: readBound(result['until']) };
};

/** Resolves a time_range expression on the server; rejects with the server's message. */
export const fetchTimeRange = async (timeRange: string, signal?: AbortSignal): Promise<ResolvedTimeRangeAnswer> => {
  const body = await apiRequest<unknown>(timeRangePath(timeRange), { signal });
  const answer = readTimeRangeAnswer(body);
  if (answer === null) throw new Error('The server sent no time range');
  return answer;
};
