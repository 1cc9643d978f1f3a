/**
 * Where a request's time goes, stage by stage, sent as a `Server-Timing` header (browsers show it
 * beside the request; `npm run bench chart-data` reads it to say what the API adds to the engine).
 */
export type Stage =
  | 'request'
  | 'prepare'
  | 'cache-read'
  | 'engine'
  | 'post'
  | 'records'
  | 'cache-write'
  /** SQL Lab's reads and writes of its `queries` row. */
  | 'metadata';

export class StageTimings {
  private readonly totals = new Map<Stage, number>();

  add(stage: Stage, ms: number): void {
    this.totals.set(stage, (this.totals.get(stage) ?? 0) + ms);
  }

  async time<T>(stage: Stage, work: () => Promise<T> | T): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(stage, performance.now() - started);
    }
  }

  /** `stage;dur=ms` entries, in the order the stages first ran. */
  header(): string {
    return [...this.totals].map(([stage, ms]) => `${stage};dur=${ms.toFixed(2)}`).join(', ');
  }
}

/** Runs the work, timed under the stage when there is a timer. */
export const timed = <T>(timings: StageTimings | undefined, stage: Stage, work: () => Promise<T> | T): Promise<T> =>
  timings === undefined ? Promise.resolve(work()) : timings.time(stage, work);

/** Parses a `Server-Timing` header into ms by stage (the bench's reading of it). */
export const parseServerTiming = (header: string): Record<string, number> =>
  Object.fromEntries(
    header
      .split(',')
      .map((entry) => /^\s*([\w-]+);dur=([\d.]+)/.exec(entry))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] ?? '', Number(m[2])]),
  );
