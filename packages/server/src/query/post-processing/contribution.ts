import type { z } from 'zod';
import { PostProcessingError } from './errors.js';
import type { contributionOptionsSchema } from './schemas.js';
import type { Session } from './session.js';
import { commaList, quoteIdent } from './sql.js';
import {
  dataColumns,
  resolveGroup,
  sameLabel,
  topLabel,
  withTopLabel,
  type ColumnLabel,
  type WorkColumn,
  type WorkFrame,
} from './work-frame.js';

type Options = z.output<typeof contributionOptionsSchema>;

interface Target {
  source: WorkColumn;
  label: ColumnLabel;
}

const targetsOf = (frame: WorkFrame, options: Options): Target[] => {
  const rename = options.rename_columns && options.rename_columns.length > 0 ? options.rename_columns : null;
  if (options.columns && options.columns.length > 0) {
    if (rename && rename.length !== options.columns.length) {
      throw new PostProcessingError(
        'contribution: options.rename_columns must have the same length as options.columns',
      );
    }
    return options.columns.flatMap((name, i) =>
      resolveGroup(frame, name, `contribution: options.columns[${i}]`).map((source) => {
        if (source.type !== 'number') {
          throw new PostProcessingError(`contribution: options.columns[${i}] is not numeric: ${JSON.stringify(name)}`);
        }
        return { source, label: rename ? withTopLabel(source.label, rename[i] as string) : source.label };
      }),
    );
  }
  // pandas select_dtypes('number'): booleans, dates and strings are left alone.
  const numeric = dataColumns(frame).filter((c) => c.type === 'number');
  if (rename && rename.length !== numeric.length) {
    throw new PostProcessingError(
      `contribution: options.rename_columns must name each of the ${numeric.length} numeric columns`,
    );
  }
  return numeric.map((source, i) => ({
    source,
    label: rename ? withTopLabel(source.label, rename[i] as string) : source.label,
  }));
};

const filled = (c: WorkColumn): string => `coalesce(${quoteIdent(c.key)}, 0)`;

/** Row totals are taken per time-shift group, so shifted series are shares of their own period. */
const rowGroups = (targets: Target[], timeShifts: readonly string[]): Map<string, Target[]> => {
  const groups = new Map<string, Target[]>();
  for (const t of targets) {
    const top = topLabel(t.source.label) ?? '';
    const shift = timeShifts.find((s) => top.endsWith(s)) ?? '';
    groups.set(shift, [...(groups.get(shift) ?? []), t]);
  }
  return groups;
};

/** Each numeric cell as a share of its column total (nulls count as 0) or of its row total. */
export const contribution = async (session: Session, frame: WorkFrame, options: Options): Promise<WorkFrame> => {
  const targets = targetsOf(frame, options);
  const exprs = new Map<Target, string>();
  const totals: string[] = [];
  if ((options.orientation ?? 'column') === 'column') {
    for (const t of targets) exprs.set(t, `${filled(t.source)} / sum(${filled(t.source)}) OVER ()`);
  } else {
    for (const group of rowGroups(targets, options.time_shifts ?? []).values()) {
      // Each row total is computed once in an inner SELECT rather than repeated per cell.
      const total = session.fresh('c');
      totals.push(`(${group.map((t) => filled(t.source)).join(' + ')}) AS ${quoteIdent(total)}`);
      for (const t of group) exprs.set(t, `${quoteIdent(t.source.key)} / ${quoteIdent(total)}`);
    }
  }
  let columns = [...frame.columns];
  const items = ['*'];
  for (const t of targets) {
    const key = session.fresh('c');
    items.push(`${exprs.get(t) as string} AS ${quoteIdent(key)}`);
    const replaced = { key, label: t.label, type: 'number' as const, index: false };
    const at = columns.findIndex((c) => !c.index && sameLabel(c.label, t.label));
    columns = at >= 0 ? columns.map((c, i) => (i === at ? replaced : c)) : [...columns, replaced];
  }
  const source =
    totals.length > 0 ? `(SELECT *, ${commaList(totals)} FROM ${quoteIdent(frame.table)})` : quoteIdent(frame.table);
  return session.derive(frame, `SELECT ${commaList(items)} FROM ${source}`, columns);
};
