import { encodeRisonUri, type ControlChoices } from '@tessera/core';
import { readDeckSlices } from './transform-props';

/** Superset's endpoint of the layer choices: saved charts whose type starts with 'deck'. */
export const DECK_CHARTS_ENDPOINT = `/api/v1/chart/?q=${encodeRisonUri({
  filters: [{ col: 'viz_type', opr: 'sw', value: 'deck' }],
  columns: ['id', 'slice_name'],
  order_column: 'slice_name',
  order_direction: 'asc',
  page: 0,
  page_size: 100,
})}`;

const isChartRow = (row: unknown): row is { id: number; slice_name: string } =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as { id?: unknown }).id === 'number' &&
  typeof (row as { slice_name?: unknown }).slice_name === 'string';

/** Superset's mutator: a choice per chart, a picked one labelled with its place in the stack ('Arcs [2]'). */
export const deckChartChoices = (data: unknown, value: unknown): ControlChoices => {
  const result = typeof data === 'object' && data !== null ? (data as { result?: unknown }).result : undefined;
  const picked = readDeckSlices(value);
  return (Array.isArray(result) ? result.filter(isChartRow) : []).map((chart) => {
    const place = picked.indexOf(chart.id);
    return [chart.id, place === -1 ? chart.slice_name : `${chart.slice_name} [${place + 1}]`] as const;
  });
};
