import type { ThemeScheme } from '../theme/dark-surfaces.js';

/** Superset's categorical colour schemes (a subset), by the ids saved in `color_scheme`. */
export interface CategoricalScheme {
  id: string;
  label: string;
  colors: readonly string[];
  /**
   * The same colours for the dark theme, position by position, where a colour is too dark to see
   * there (under 3:1 against the dark surfaces). Form data keeps the scheme id; only the drawing adapts.
   */
  darkColors?: readonly string[];
}

/** Superset's second colour, navy #454E7C, and grey #666666 are lifted (same hue) for the dark theme. */
const SUPERSET_DARK_REPLACEMENTS: Readonly<Record<string, string>> = { '#454E7C': '#7A84C2', '#666666': '#7F7F7F' };

const SUPERSET_COLORS: readonly string[] = [
  '#1FA8C9',
  '#454E7C',
  '#5AC189',
  '#FF7F44',
  '#666666',
  '#E04355',
  '#FCC700',
  '#A868B7',
  '#3CCCCB',
  '#A38F79',
  '#8FD3E4',
  '#A1A6BD',
  '#ACE1C4',
  '#FEC0A1',
  '#B2B2B2',
  '#EFA1AA',
  '#FDE380',
  '#D3B3DA',
  '#9EE5E5',
  '#D1C6BC',
];

export const CATEGORICAL_SCHEMES: readonly CategoricalScheme[] = [
  {
    id: 'supersetColors',
    label: 'Superset Colors',
    colors: SUPERSET_COLORS,
    darkColors: SUPERSET_COLORS.map((c) => SUPERSET_DARK_REPLACEMENTS[c] ?? c),
  },
  {
    id: 'd3Category10',
    label: 'D3 Category 10',
    colors: [
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
      '#9467bd',
      '#8c564b',
      '#e377c2',
      '#7f7f7f',
      '#bcbd22',
      '#17becf',
    ],
  },
  {
    id: 'echarts5Colors',
    label: 'ECharts v5.x Colors',
    colors: ['#5470C6', '#91CC75', '#FAC858', '#EE6666', '#73C0DE', '#3BA272', '#FC8452', '#9A60B4', '#EA7CCC'],
  },
  {
    id: 'googleCategory10c',
    label: 'Google Category 10c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
    ],
  },
  {
    id: 'bnbColors',
    label: 'Airbnb Colors',
    colors: [
      '#ff5a5f',
      '#7b0051',
      '#007A87',
      '#00d1c1',
      '#8ce071',
      '#ffb400',
      '#b4a76c',
      '#ff8083',
      '#cc0086',
      '#00a1b3',
      '#00ffeb',
      '#bbedab',
      '#ffd266',
      '#cbc29a',
      '#ff3339',
      '#ff1ab1',
      '#005c66',
      '#00b3a5',
      '#55d12e',
      '#b37e00',
      '#988b4e',
    ],
  },
];

export const DEFAULT_COLOR_SCHEME = 'supersetColors';

/** An unknown scheme id falls back to the default scheme (spec 02 §4). */
export const getCategoricalScheme = (id?: string | null): CategoricalScheme => {
  const found = CATEGORICAL_SCHEMES.find((s) => s.id === id);
  return found ?? (CATEGORICAL_SCHEMES[0] as CategoricalScheme);
};

/** A scheme's colours as drawn in the light or dark theme. */
export const schemeColors = (scheme: CategoricalScheme, theme: ThemeScheme = 'light'): readonly string[] =>
  theme === 'dark' ? (scheme.darkColors ?? scheme.colors) : scheme.colors;

export interface ColorScaleOptions {
  scheme?: string | null;
  /** The theme drawn in: the dark theme takes the scheme's dark colours where it has them. */
  theme?: ThemeScheme;
  /** Fixed colours by label (a dashboard's `label_colors`): they win over the scheme. */
  labelColors?: Readonly<Record<string, string>> | null;
  /**
   * Colours already handed out, shared between charts so one label keeps one colour across a
   * dashboard; the scale adds the labels it colours.
   */
  shared?: Map<string, string>;
}

export type ColorScale = (label: string) => string;

/**
 * A label → colour function: fixed label colours first, then labels seen before (shared),
 * then the first scheme colour this chart does not use yet, cycling when all are used.
 */
export const createColorScale = (opts: ColorScaleOptions = {}): ColorScale => {
  const colors = schemeColors(getCategoricalScheme(opts.scheme), opts.theme);
  const fixed = opts.labelColors ?? {};
  const shared = opts.shared ?? new Map<string, string>();
  const own = new Map<string, string>();
  return (label) => {
    const pinned = fixed[label];
    if (pinned) return pinned;
    let color = own.get(label) ?? shared.get(label);
    if (color === undefined) {
      const taken = new Set(own.values());
      color = colors.find((c) => !taken.has(c)) ?? (colors[own.size % colors.length] as string);
      shared.set(label, color);
    }
    own.set(label, color);
    return color;
  };
};
