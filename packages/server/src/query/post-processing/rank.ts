import type { z } from 'zod';
import type { rankOptionsSchema } from './schemas.js';
import type { Session } from './session.js';
import { commaList, quoteIdent } from './sql.js';
import { resolveOne, type WorkFrame } from './work-frame.js';

/** df[metric].rank(pct=True) per group into column `rank`: average ranks over non-null values. */
export const rank = async (
  session: Session,
  frame: WorkFrame,
  options: z.output<typeof rankOptionsSchema>,
): Promise<WorkFrame> => {
  const x = quoteIdent(resolveOne(frame, options.metric, 'rank: options.metric').key);
  const names = typeof options.group_by === 'string' ? [options.group_by] : (options.group_by ?? []);
  const groups = names.map((g, i) => quoteIdent(resolveOne(frame, g, `rank: options.group_by[${i}]`).key));
  const by = (extra: string[]): string => {
    const keys = [...groups, ...extra];
    return keys.length > 0 ? `PARTITION BY ${commaList(keys)}` : '';
  };
  // pandas groupby drops rows whose group key is null, so they get no rank.
  const nullRow = [x, ...groups].map((k) => `${k} IS NULL`).join(' OR ');
  const expr = `CASE WHEN ${nullRow} THEN NULL ELSE (rank() OVER (${by([`${x} IS NULL`])} ORDER BY ${x}) + (count(*) OVER (${by([x])}) - 1) / 2) / count(${x}) OVER (${by([])}) END`;
  const key = session.fresh('c');
  const column = { key, label: 'rank', type: 'number' as const, index: false };
  const at = frame.columns.findIndex((c) => !c.index && c.label === 'rank');
  const columns = at >= 0 ? frame.columns.map((c, i) => (i === at ? column : c)) : [...frame.columns, column];
  return session.extend(frame, [[key, `CAST(${expr} AS DOUBLE)`]], columns);
};
