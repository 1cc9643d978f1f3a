import type { z } from 'zod';
import type { compareOptionsSchema } from './schemas.js';
import type { Session } from './session.js';
import { intLiteral, quoteIdent } from './sql.js';
import {
  isMultiLevel,
  requireNumeric,
  resolveGroup,
  withTopLabel,
  type ColumnLabel,
  type WorkColumn,
  type WorkFrame,
} from './work-frame.js';

type Options = z.output<typeof compareOptionsSchema>;

/** Superset's TIME_COMPARISON separator. */
const SEPARATOR = '__';

const subLevels = (label: ColumnLabel): string => JSON.stringify(isMultiLevel(label) ? label.slice(1) : []);

/** numpy round: scale, round half to even, unscale. */
const npRound = (expr: string, precision: number): string => {
  const scale = `CAST(1e${intLiteral(precision)} AS DOUBLE)`;
  return `round_even(${expr} * ${scale}, 0) / ${scale}`;
};

const formula = (type: Options['compare_type'], s: string, c: string, precision: number): string => {
  if (type === 'difference') return `${s} - ${c}`;
  if (type === 'percentage') return npRound(`(${s} - ${c}) / ${c}`, precision);
  return npRound(`${s} / ${c}`, precision);
};

/**
 * Adds `<type>__<source>__<compare>` per pair. On pivoted frames source and compare series
 * are aligned by their lower levels, as pandas aligns the two sub-frames.
 */
export const compare = async (session: Session, frame: WorkFrame, options: Options): Promise<WorkFrame> => {
  const precision = options.precision ?? 4;
  const extra: (readonly [string, string])[] = [];
  const added: WorkColumn[] = [];
  const dropped = new Set<WorkColumn>();
  options.source_columns.forEach((sName, i) => {
    const cName = options.compare_columns[i] as string;
    const sources = resolveGroup(frame, sName, `compare: options.source_columns[${i}]`);
    const compares = resolveGroup(frame, cName, `compare: options.compare_columns[${i}]`);
    const name = [options.compare_type, sName, cName].join(SEPARATOR);
    const byLevels = new Map(compares.map((c) => [subLevels(c.label), c]));
    const seen = new Set<string>();
    const pairs: { label: ColumnLabel; s?: WorkColumn; c?: WorkColumn }[] = sources.map((s) => {
      const levels = subLevels(s.label);
      seen.add(levels);
      return { label: s.label, s, c: byLevels.get(levels) };
    });
    for (const c of compares) if (!seen.has(subLevels(c.label))) pairs.push({ label: c.label, c });
    for (const pair of pairs) {
      const key = session.fresh('c');
      if (pair.s) requireNumeric(pair.s, `compare: options.source_columns[${i}]`);
      if (pair.c) requireNumeric(pair.c, `compare: options.compare_columns[${i}]`);
      const expr =
        pair.s && pair.c
          ? formula(
              options.compare_type,
              `CAST(${quoteIdent(pair.s.key)} AS DOUBLE)`,
              `CAST(${quoteIdent(pair.c.key)} AS DOUBLE)`,
              precision,
            )
          : 'CAST(NULL AS DOUBLE)';
      extra.push([key, expr]);
      added.push({ key, label: withTopLabel(pair.label, name), type: 'number', index: false });
    }
    if (options.drop_original_columns) for (const c of [...sources, ...compares]) dropped.add(c);
  });
  const kept = frame.columns.filter((c) => !dropped.has(c));
  return session.extend(frame, extra, [...kept, ...added]);
};
