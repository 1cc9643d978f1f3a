/** Synthetic chart-data answers for the render benchmark: deterministic, no database needed. */

type Row = Record<string, string | number | null>;

const DAY = 86_400_000;
const START = Date.UTC(2000, 0, 1);
const CATEGORIES = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];

/** A daily series with a trend, a season and some noise (a cheap deterministic hash). */
export const lineRows = (points: number): Row[] =>
  Array.from({ length: points }, (_, i) => ({
    ds: START + i * DAY,
    value: 1000 + i * 0.05 + 200 * Math.sin((i / 365) * 2 * Math.PI) + ((i * 7919) % 97),
  }));

/** Table rows of mixed types: ids, names, timestamps, numbers, shares and a category. */
export const tableRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `item ${String(i + 1).padStart(6, '0')}`,
    ds: START + (i % 3650) * DAY,
    value: ((i * 7919) % 100_003) / 7,
    share: ((i * 31) % 1000) / 1000,
    category: CATEGORIES[i % CATEGORIES.length] ?? null,
  }));

/** Many small named values, as a pie grouped on a high-cardinality column gets them. */
export const pieRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ name: `slice ${i + 1}`, value: 1 + ((i * 7919) % 1000) }));

/** A pivot's query rows: one per row group and column group, a value each (rows × cols cells). */
export const pivotRows = (rows: number, cols: number): Row[] =>
  Array.from({ length: rows * cols }, (_, i) => ({
    row: `row ${String(Math.floor(i / cols)).padStart(4, '0')}`,
    col: `col ${String(i % cols).padStart(4, '0')}`,
    value: (i * 7919) % 1000,
  }));

/** A side × side grid of cells (x and y categories) with a value each, as a heatmap gets them. */
export const heatmapRows = (side: number): Row[] =>
  Array.from({ length: side * side }, (_, i) => ({
    x: `x ${String(i % side).padStart(3, '0')}`,
    y: `y ${String(Math.floor(i / side)).padStart(3, '0')}`,
    value: (i * 7919) % 1000,
    rank: ((i * 7919) % 1000) / 1000,
  }));

/**
 * Edges between `nodes` nodes in `groups` communities, as a graph chart gets them: each node links
 * to the next one and, every third node, to one further away (a ring with chords), a count each.
 */
export const graphRows = (nodes: number, groups: number): Row[] =>
  Array.from({ length: nodes }, (_, i) => {
    const name = (n: number) => `node ${String(n % nodes).padStart(5, '0')}`;
    const edge = (to: number) => ({
      source: name(i),
      target: name(to),
      source_group: `group ${i % groups}`,
      value: 1 + ((i * 7919 + to) % 100),
    });
    return i % 3 === 0 ? [edge(i + 1), edge(i + 1 + ((i * 31) % (nodes / 2)))] : [edge(i + 1)];
  }).flat();

/** The JSON body of `POST /api/v1/chart/data` for one query's rows. */
export const chartDataAnswer = (data: Row[], colnames: string[], coltypes: number[]): string =>
  JSON.stringify({
    result: [
      {
        cache_key: null,
        cached_dttm: null,
        cache_timeout: null,
        is_cached: false,
        status: 'success',
        error: null,
        stacktrace: null,
        query: 'SELECT 1',
        language: 'sql',
        colnames,
        coltypes,
        indexnames: [],
        label_map: {},
        rowcount: data.length,
        sql_rowcount: data.length,
        data,
        applied_filters: [],
        rejected_filters: [],
        annotation_data: [],
        applied_template_filters: [],
        from_dttm: null,
        to_dttm: null,
        result_format: 'json',
      },
    ],
  });

/** Points spread over the contiguous US, as a deck scatter gets its positions. */
export const pointRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    lon: -124 + (((i * 7919) % 100_003) / 100_003) * 57,
    lat: 25 + (((i * 104_729) % 99_991) / 99_991) * 24,
  }));
