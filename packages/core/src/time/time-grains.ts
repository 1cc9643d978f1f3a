/** Superset's ISO-8601 time grains; the two anchored weeks use an interval with a fixed start or end. */
export const TIME_GRAINS = [
  { grain: 'PT1S', label: 'Second' },
  { grain: 'PT5S', label: '5 second' },
  { grain: 'PT30S', label: '30 second' },
  { grain: 'PT1M', label: 'Minute' },
  { grain: 'PT5M', label: '5 minute' },
  { grain: 'PT10M', label: '10 minute' },
  { grain: 'PT15M', label: '15 minute' },
  { grain: 'PT30M', label: '30 minute' },
  { grain: 'PT1H', label: 'Hour' },
  { grain: 'PT6H', label: '6 hour' },
  { grain: 'P1D', label: 'Day' },
  { grain: 'P1W', label: 'Week' },
  { grain: 'P1M', label: 'Month' },
  { grain: 'P3M', label: 'Quarter' },
  { grain: 'P1Y', label: 'Year' },
  { grain: '1969-12-28T00:00:00Z/P1W', label: 'Week starting Sunday' },
  { grain: '1969-12-29T00:00:00Z/P1W', label: 'Week starting Monday' },
  { grain: 'P1W/1970-01-03T00:00:00Z', label: 'Week ending Saturday' },
  { grain: 'P1W/1970-01-04T00:00:00Z', label: 'Week ending Sunday' },
] as const;

export type TimeGrain = (typeof TIME_GRAINS)[number]['grain'];

export const TIME_GRAIN_VALUES: readonly TimeGrain[] = TIME_GRAINS.map((g) => g.grain);

export const isTimeGrain = (value: string): value is TimeGrain =>
  (TIME_GRAIN_VALUES as readonly string[]).includes(value);

/** Grains below a day, which some engines express as floor(epoch / n) * n. */
export const SUB_DAY_SECONDS: Partial<Record<TimeGrain, number>> = {
  PT1S: 1,
  PT5S: 5,
  PT30S: 30,
  PT1M: 60,
  PT5M: 300,
  PT10M: 600,
  PT15M: 900,
  PT30M: 1800,
  PT1H: 3600,
  PT6H: 21600,
};
