import { useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { fitViewport } from '../deck/viewport';
import type { MultiTransformedProps } from './transform-props';
import { drawSubLayers, type DrawnLayers } from './sub-layers';
import { useSubLayers } from './use-sub-layers';

/** The layers that could not be drawn, each on a line in the map's corner; the others still draw. */
function FailureNote({ failures, theme }: Pick<DrawnLayers, 'failures'> & { theme: 'light' | 'dark' }): ReactNode {
  const t = useT();
  if (failures.length === 0) return null;
  return (
    <div
      data-testid="deck-multi-errors"
      role="alert"
      style={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        maxWidth: '60%',
        fontSize: 12,
        padding: '4px 8px',
        borderRadius: 4,
        border: '1px solid rgba(224, 49, 49, 0.6)',
        background: theme === 'dark' ? '#25262b' : '#ffffff',
        color: theme === 'dark' ? '#ffa8a8' : '#c92a2a',
      }}
    >
      {failures.map((f) => (
        <div key={f.id}>{t('Layer %s could not be drawn: %s', f.name, f.message)}</div>
      ))}
    </div>
  );
}

/**
 * Superset's DeckMulti: the saved deck.gl charts of `deck_slices`, each queried with the multi's
 * filters and drawn by its own type's layer code, stacked on one map in the order picked.
 */
export function MultiChart({
  width,
  height,
  theme,
  viewport,
  deckSlices,
  autozoom,
  filters,
  setControlValue,
}: MultiTransformedProps & ChartHooks) {
  const states = useSubLayers(deckSlices, filters);
  const drawn = useMemo(
    () => drawSubLayers(deckSlices, states, { width, height, theme }),
    [deckSlices, states, width, height, theme],
  );
  const settled = drawn.pending === 0;
  // Superset's getAdjustedViewport: with autozoom the view fits every layer's data, once all have it.
  const view = useMemo(
    () =>
      autozoom && settled && drawn.extent !== null
        ? (fitViewport(drawn.extent, width, height, viewport) ?? viewport)
        : viewport,
    [autozoom, settled, drawn.extent, width, height, viewport],
  );
  return (
    <DeckMap
      width={width}
      height={height}
      theme={theme}
      viewport={view}
      layers={drawn.layers}
      tooltip={drawn.tooltip}
      pending={!settled}
      overlay={<FailureNote failures={drawn.failures} theme={theme} />}
      {...(setControlValue && { setControlValue })}
    />
  );
}
