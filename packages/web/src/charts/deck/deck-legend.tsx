import type { CSSProperties, ReactNode } from 'react';
import type { LegendItem, LegendPosition } from './color-buckets';

/**
 * Superset's deck.gl Legend: a swatch and a range per bucket, in the corner `legend_position`
 * names; nothing when there are no buckets or no position. It keeps clear of the map's save button.
 */
export function DeckLegend({
  items,
  position,
  theme,
}: {
  items: readonly LegendItem[];
  position: LegendPosition | null;
  theme: 'light' | 'dark';
}): ReactNode {
  if (items.length === 0 || position === null) return null;
  const style: CSSProperties = {
    position: 'absolute',
    [position.startsWith('t') ? 'top' : 'bottom']: 36,
    [position.endsWith('r') ? 'right' : 'left']: 10,
    maxHeight: 200,
    overflowY: 'auto',
    fontSize: 12,
    padding: '6px 10px',
    borderRadius: 4,
    border: '1px solid rgba(128,128,128,0.5)',
    background: theme === 'dark' ? '#25262b' : '#ffffff',
    color: theme === 'dark' ? '#e9ecef' : '#212529',
  };
  return (
    <div data-testid="deck-legend" style={style}>
      {items.map(({ label, color: [r, g, b, a] }) => (
        <div key={label} style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 0' }}>
          <span
            aria-hidden
            style={{ width: 12, height: 12, flex: '0 0 auto', background: `rgba(${r}, ${g}, ${b}, ${a / 255})` }}
          />
          {label}
        </div>
      ))}
    </div>
  );
}
