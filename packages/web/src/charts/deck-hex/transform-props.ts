import type { ChartProps } from '@tessera/core';
import { cellTransformProps, type CellTransformedProps } from '../deck/cell-props';

export type HexTransformedProps = CellTransformedProps;

/** Superset's deck_hex: the weighted positions, binned by deck.gl with the form data's cell size (40 m by default) and aggregation. */
export const transformProps = (chartProps: ChartProps): HexTransformedProps => cellTransformProps(chartProps, 40);
