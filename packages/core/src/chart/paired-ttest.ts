/**
 * Superset's paired t-test table (`paired_ttest`): each group's series against a control group's,
 * by a two-sided paired Student's t-test on the per-period differences, and the lift of the
 * group's sum over the control's.
 */

const EPSILON = 1e-14;
const TINY = 1e-300;

/** ln Γ(x) by Lanczos' approximation (g = 7, nine coefficients). */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const logGamma = (x: number): number => {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
};

/** The continued fraction of the incomplete beta function (modified Lentz). */
const betaFraction = (a: number, b: number, x: number): number => {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < TINY ? TINY : d);
  let h = d;
  for (let m = 1; m <= 300; m += 1) {
    const m2 = 2 * m;
    const even = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + even * d;
    c = 1 + even / c;
    d = 1 / (Math.abs(d) < TINY ? TINY : d);
    c = Math.abs(c) < TINY ? TINY : c;
    h *= d * c;
    const odd = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + odd * d;
    c = 1 + odd / c;
    d = 1 / (Math.abs(d) < TINY ? TINY : d);
    c = Math.abs(c) < TINY ? TINY : c;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return h;
};

/** The regularised incomplete beta function I_x(a, b). */
export const incompleteBeta = (x: number, a: number, b: number): number => {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
};

/** The cumulative distribution of Student's t with `df` degrees of freedom. */
export const studentTCdf = (t: number, df: number): number => {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
};

/**
 * The two-sided p-value of a paired t-test between a group and the control, over the periods
 * where both have a value (Superset skips non-finite differences). NaN with fewer than two pairs
 * or when every difference is the same (no variance).
 */
export const pairedTTestPValue = (values: readonly (number | null)[], control: readonly (number | null)[]): number => {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  values.forEach((value, i) => {
    const other = control[i];
    if (value === null || other === null || other === undefined) return;
    const diff = other - value;
    if (!Number.isFinite(diff)) return;
    n += 1;
    sum += diff;
    sumSq += diff * diff;
  });
  const spread = n * sumSq - sum * sum;
  if (n < 2 || spread <= 0) return Number.NaN;
  const t = -Math.abs(sum * Math.sqrt((n - 1) / spread));
  return 2 * studentTCdf(t, n - 1);
};

/** Superset's lift: how much larger the group's total is than the control's, in percent. */
export const liftPercent = (values: readonly (number | null)[], control: readonly (number | null)[]): number => {
  let own = 0;
  let base = 0;
  values.forEach((value, i) => {
    own += value ?? 0;
    base += control[i] ?? 0;
  });
  return ((own - base) / base) * 100;
};

/** One row of the table: a group against the control (the control's own row has no test). */
export interface TTestRow {
  group: string;
  isControl: boolean;
  pValue: number | null;
  lift: number | null;
  /** p ≤ the significance level (Superset's default 0.05). */
  significant: boolean;
}

export const DEFAULT_SIGNIFICANCE_LEVEL = 0.05;

export const pairedTTestRows = (
  groups: readonly { name: string; values: readonly (number | null)[] }[],
  controlIndex: number,
  alpha: number = DEFAULT_SIGNIFICANCE_LEVEL,
): TTestRow[] => {
  const control = groups[controlIndex]?.values ?? [];
  return groups.map((group, i) => {
    if (i === controlIndex) return { group: group.name, isControl: true, pValue: null, lift: null, significant: false };
    const pValue = pairedTTestPValue(group.values, control);
    const lift = liftPercent(group.values, control);
    return {
      group: group.name,
      isControl: false,
      pValue: Number.isNaN(pValue) ? null : pValue,
      lift: Number.isFinite(lift) ? lift : null,
      significant: !Number.isNaN(pValue) && pValue <= alpha,
    };
  });
};
