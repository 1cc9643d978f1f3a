import type { ChartProps, FormData } from '@tessera/core';
import { readBoolean } from '../form-data';
import type { LonLat } from './spatial';
import { normaliseViewport, type Viewport } from '@tessera/core';
import { extentOf, fitViewport, type LonLatExtent } from './viewport';

/** What every deck chart's component gets besides its layer's data. */
export interface DeckBaseProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  viewport: Viewport;
}

/** What the deck types that deck_multi can stack get besides their layer's data. */
export interface DeckLayerProps extends DeckBaseProps {
  /** Where the data lies, so a map of several layers (deck_multi's autozoom) can fit them all. */
  extent: LonLatExtent | null;
}

/**
 * The saved viewport, or with `autozoom` (on by default, as in Superset) the one fitting the data.
 * Fitting the extent's corners fits every position inside it.
 */
export const deckViewport = (fd: FormData, extent: LonLatExtent | null, width: number, height: number): Viewport => {
  const saved = normaliseViewport(fd['viewport']);
  if (!readBoolean(fd, 'autozoom', true) || extent === null) return saved;
  return fitViewport(extent, width, height, saved) ?? saved;
};

export const deckBaseProps = (chartProps: ChartProps, positions: Iterable<LonLat>): DeckLayerProps => {
  const extent = extentOf(positions);
  return {
    width: chartProps.width,
    height: chartProps.height,
    theme: chartProps.theme,
    viewport: deckViewport(chartProps.formData, extent, chartProps.width, chartProps.height),
    extent,
  };
};

/** A number from form data that Superset's text controls may hold as a string ('40'). */
export const readNumeric = (fd: FormData, key: string, fallback: number): number => {
  const raw = fd[key];
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A tooltip's HTML: one "label: value" line each, escaped. */
export const tooltipLines = (lines: readonly (readonly [string, unknown])[]): string =>
  lines
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([label, v]) => `<div><b>${escapeHtml(label)}</b>: ${escapeHtml(String(v))}</div>`)
    .join('');
