import type { ChartProps } from '@tessera/core';
import { cellTransformProps, type CellTransformedProps } from '../deck/cell-props';

export type GridTransformedProps = CellTransformedProps;

/** Superset's deck_grid: the weighted positions, binned by deck.gl with the form data's cell size (20 m by default) and aggregation. */
export const transformProps = (chartProps: ChartProps): GridTransformedProps => cellTransformProps(chartProps, 20);
