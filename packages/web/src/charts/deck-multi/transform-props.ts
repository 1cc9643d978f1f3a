import { normaliseViewport, type ChartProps } from '@tessera/core';
import { readBoolean } from '../form-data';
import type { DeckBaseProps } from '../deck/layer-props';
import type { MultiFilters } from './sub-form-data';

export interface MultiTransformedProps extends DeckBaseProps {
  /** The saved charts drawn as layers, bottom first (Superset's `deck_slices`). */
  deckSlices: number[];
  /** Fit the view to every layer's data once all have drawn (Superset's `autozoom`, on by default). */
  autozoom: boolean;
  /** The filters deck_multi hands to each layer: its adhoc filters and the dashboard's extra form data. */
  filters: MultiFilters;
}

/** `deck_slices` as chart ids, in order; the select may hold them as numeric strings. */
export const readDeckSlices = (value: unknown): number[] =>
  (Array.isArray(value) ? value : []).flatMap((v: unknown) => {
    const id = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof id === 'number' && Number.isInteger(id) ? [id] : [];
  });

/** Superset's deck_multi: the saved view, the layers' charts and the filters they all take. */
export const transformProps = ({ formData: fd, width, height, theme }: ChartProps): MultiTransformedProps => ({
  width,
  height,
  theme,
  viewport: normaliseViewport(fd['viewport']),
  deckSlices: readDeckSlices(fd['deck_slices']),
  autozoom: readBoolean(fd, 'autozoom', true),
  filters: { adhoc_filters: fd['adhoc_filters'], extra_form_data: fd['extra_form_data'] },
});
