import { aggregate } from './aggregate.js';
import { boxplot } from './boxplot.js';
import { compare } from './compare.js';
import { contribution } from './contribution.js';
import { PostProcessingError } from './errors.js';
import { loadFrame, readFrame } from './frame-io.js';
import { histogram } from './histogram.js';
import { pivot } from './pivot.js';
import { rank } from './rank.js';
import { flatten, rename } from './rename-flatten.js';
import { resample } from './resample.js';
import { postProcessingOptionSchemas as schemas, type SupportedOperation } from './schemas.js';
import { withSession, type Session } from './session.js';
import { select, sort } from './sort-select.js';
import type { Frame, PostProcessingOperation, RunPostProcessingOptions } from './types.js';
import { parseOptions } from './validate.js';
import { cum, diff, rolling } from './window-ops.js';
import type { WorkFrame } from './work-frame.js';

type Step = (session: Session, frame: WorkFrame) => Promise<WorkFrame>;

const prepare = (op: SupportedOperation, options: unknown): Step => {
  switch (op) {
    case 'aggregate': {
      const o = parseOptions(op, schemas.aggregate, options);
      return (s, f) => aggregate(s, f, o);
    }
    case 'pivot': {
      const o = parseOptions(op, schemas.pivot, options);
      return (s, f) => pivot(s, f, o);
    }
    case 'rolling': {
      const o = parseOptions(op, schemas.rolling, options);
      return (s, f) => rolling(s, f, o);
    }
    case 'cum': {
      const o = parseOptions(op, schemas.cum, options);
      return (s, f) => cum(s, f, o);
    }
    case 'diff': {
      const o = parseOptions(op, schemas.diff, options);
      return (s, f) => diff(s, f, o);
    }
    case 'compare': {
      const o = parseOptions(op, schemas.compare, options);
      return (s, f) => compare(s, f, o);
    }
    case 'contribution': {
      const o = parseOptions(op, schemas.contribution, options);
      return (s, f) => contribution(s, f, o);
    }
    case 'resample': {
      const o = parseOptions(op, schemas.resample, options);
      return (s, f) => resample(s, f, o);
    }
    case 'sort': {
      const o = parseOptions(op, schemas.sort, options);
      return (s, f) => sort(s, f, o);
    }
    case 'select': {
      const o = parseOptions(op, schemas.select, options);
      return async (_, f) => select(f, o);
    }
    case 'rename': {
      const o = parseOptions(op, schemas.rename, options);
      return async (_, f) => rename(f, o);
    }
    case 'flatten': {
      const o = parseOptions(op, schemas.flatten, options);
      return async (_, f) => flatten(f, o);
    }
    case 'boxplot': {
      const o = parseOptions(op, schemas.boxplot, options);
      return (s, f) => boxplot(s, f, o);
    }
    case 'histogram': {
      const o = parseOptions(op, schemas.histogram, options);
      return (s, f) => histogram(s, f, o);
    }
    case 'rank': {
      const o = parseOptions(op, schemas.rank, options);
      return (s, f) => rank(s, f, o);
    }
  }
};

const isSupported = (op: string): op is SupportedOperation => Object.hasOwn(schemas, op);

/**
 * Runs Superset's post_processing operations, in order, on a result frame. Options are all
 * validated before any work starts; the work itself is SQL in the shared in-memory DuckDB.
 * Null entries (allowed by the QueryObject schema) are skipped, and so, like Superset, is
 * the whole pipeline for a result without rows: clients get the query's own columns.
 */
export const runPostProcessing = async (
  frame: Frame,
  operations: readonly (PostProcessingOperation | null | undefined)[],
  opts: RunPostProcessingOptions = {},
): Promise<Frame> => {
  const steps = operations.flatMap((step) => {
    if (!step) return [];
    const name = typeof step.operation === 'string' ? step.operation : String(step.operation);
    if (!isSupported(name)) throw new PostProcessingError(`Unsupported post-processing operation: ${name}`);
    if (
      step.options !== undefined &&
      step.options !== null &&
      (typeof step.options !== 'object' || Array.isArray(step.options))
    ) {
      throw new PostProcessingError(`${name}: options must be an object`);
    }
    return [prepare(name, step.options)];
  });
  if (steps.length === 0 || (Array.isArray(frame.rows) && frame.rows.length === 0)) return frame;
  return withSession(opts.signal, async (session) => {
    let work = await loadFrame(session, frame);
    for (const step of steps) {
      opts.signal?.throwIfAborted();
      work = await step(session, work);
    }
    return readFrame(session, work);
  });
};
