/** The d3 horizon palette Superset's horizon uses: four blues below zero, four reds above. */
export const HORIZON_COLORS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
] as const;
export const BANDS = 4;

export type ColorScale = 'series' | 'overall' | 'change';

/** A row's values as the colour scale reads them: 'change' is the change since the row's first value. */
export const scaledValues = (values: (number | null)[], scale: ColorScale): (number | null)[] => {
  if (scale !== 'change') return values;
  const first = values.find((v): v is number => v !== null) ?? 0;
  return values.map((v) => (v === null ? null : v - first));
};

/** The value one band spans: the largest magnitude (of the row, or of all rows for 'overall') over the bands. */
export const bandSteps = (rows: (number | null)[][], scale: ColorScale): number[] => {
  const extent = (values: (number | null)[]) =>
    values.reduce<number>((max, v) => (v === null ? max : Math.max(max, Math.abs(v))), 0);
  const overall = Math.max(0, ...rows.map(extent));
  return rows.map((values) => (scale === 'overall' ? overall : extent(values)) / BANDS);
};

/**
 * How far (0..1 of the row) a value fills one band: band 0 is the lightest, nearest zero.
 * Values beyond the band fill it; values on the other side of zero leave it empty.
 */
export const bandFill = (value: number | null, band: number, step: number, positive: boolean): number => {
  if (value === null || step === 0) return 0;
  const magnitude = positive ? value : -value;
  return Math.min(Math.max(magnitude - band * step, 0), step) / step;
};

/** A band's colour: darker for bands further from zero. */
export const bandColor = (band: number, positive: boolean): string =>
  (positive ? HORIZON_COLORS[BANDS + band] : HORIZON_COLORS[BANDS - 1 - band]) ?? HORIZON_COLORS[0];
