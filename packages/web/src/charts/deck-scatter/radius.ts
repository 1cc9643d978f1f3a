/** Superset's point_unit choices (labelled in the control panel), and how each turns the size value into a radius in metres. */
export const POINT_UNITS = [
  { id: 'square_m', toRadius: (v: number) => Math.sqrt(v / Math.PI) },
  { id: 'radius_m', toRadius: (v: number) => v },
  { id: 'radius_km', toRadius: (v: number) => v * 1000 },
  { id: 'radius_miles', toRadius: (v: number) => v * 1609.34 },
  { id: 'square_km', toRadius: (v: number) => Math.sqrt(v / Math.PI) * 1000 },
  { id: 'square_miles', toRadius: (v: number) => Math.sqrt(v / Math.PI) * 1609.34 },
] as const;

/** Superset's fallback radius, in metres, when the unit is unknown or the value is not a number. */
export const DEFAULT_RADIUS = 10;

export const radiusOf = (unit: string, value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  const found = POINT_UNITS.find((u) => u.id === unit);
  if (found === undefined || !Number.isFinite(n)) return DEFAULT_RADIUS;
  return found.toRadius(n) || DEFAULT_RADIUS;
};
