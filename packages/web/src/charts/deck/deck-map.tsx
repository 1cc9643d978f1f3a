import { Deck, MapView, type Layer, type PickingInfo } from '@deck.gl/core';
import type { MapTile, Viewport } from '@tessera/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { readCommonConf } from '../../api/common-conf';
import { useT } from '../../i18n';
import type { BaseMapData } from './base-map-data';
import { loadBaseMap } from './base-map-data';
import { BASE_MAP_COLORS, baseMapLayers, cityLabelMinPopulation } from './base-map-layers';
import { sameTiles, tileLayers, tilesForView } from './tile-layers';
import { roundViewport } from './viewport';

export interface DeckMapProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** Where the map first looks; a new value (a saved view, autozoom on new data) moves it there. */
  viewport: Viewport;
  /** The chart's data layers, drawn over the base map. */
  layers: Layer[];
  /** The tooltip's HTML for a hovered object, or null for none (Superset's tooltip content). */
  tooltip?: (info: PickingInfo) => string | null;
  /** Clicks on a data object (a cluster's cross-filter). */
  onClick?: (info: PickingInfo) => void;
  /** Superset's setControlValue: set in explore, where the current view can be saved to `viewport`. */
  setControlValue?: (name: string, value: unknown) => void;
  /** The controls "Save current view" writes (the deck charts' `viewport`; other maps keep the view in keys of their own). */
  viewControls?: (viewport: Viewport) => Record<string, unknown>;
  /** Every change of the view, dragged or zoomed (a cluster map reclusters on zoom). */
  onViewportChange?: (viewport: Viewport) => void;
  /** Whether the user is dragging, zooming or rotating the map, each time that changes. */
  onInteractionChange?: (interacting: boolean) => void;
  /** Drawn over the map (a legend). */
  overlay?: ReactNode;
  /** Some layers still wait for their data (deck_multi's charts): the map is not 'drawn' until they have it. */
  pending?: boolean;
}

const SAVED_VIEWPORT = (viewport: Viewport): Record<string, unknown> => ({ viewport: roundViewport(viewport) });

const TOOLTIP_STYLE: Partial<CSSStyleDeclaration> = {
  fontSize: '12px',
  padding: '4px 8px',
  borderRadius: '4px',
  maxWidth: '320px',
};

/**
 * One deck.gl map: the offline base map (loaded once per page) under the chart's layers, a
 * draggable, zoomable view, tooltips, and in explore a "Save current view" button (Superset
 * keeps the deck viewport in form data). `data-map-state` turns 'drawn' once the base map and
 * all the data (no layer pending) have been drawn together (the e2e tests and the render bench wait for it).
 */
export function DeckMap({
  width,
  height,
  theme,
  viewport,
  layers,
  tooltip,
  onClick,
  setControlValue,
  viewControls = SAVED_VIEWPORT,
  onViewportChange,
  onInteractionChange,
  overlay,
  pending = false,
}: DeckMapProps) {
  const t = useT();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const deckRef = useRef<Deck<MapView> | null>(null);
  const viewRef = useRef<Viewport>(viewport);
  const [base, setBase] = useState<BaseMapData | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: attribution } = readCommonConf();
  const [tiles, setTiles] = useState<MapTile[]>([]);
  // Which city names show: re-layered only when the zoom crosses a band, not on every frame of a zoom.
  const [labelsFrom, setLabelsFrom] = useState(() => cityLabelMinPopulation(viewport.zoom));
  const followTiles = useCallback(
    (view: Viewport) => {
      if (tileUrl === null) return;
      const next = tilesForView(view, width, height);
      setTiles((previous) => (sameTiles(previous, next) ? previous : next));
    },
    [tileUrl, width, height],
  );

  useEffect(() => {
    let live = true;
    loadBaseMap().then(
      (data) => live && setBase(data),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return undefined;
    const deck = new Deck({
      canvas,
      width: '100%',
      height: '100%',
      views: new MapView({ repeat: true }),
      controller: true,
      useDevicePixels: true,
      initialViewState: viewRef.current,
    });
    deckRef.current = deck;
    return () => {
      deckRef.current = null;
      deck.finalize();
    };
  }, []);

  // Declared after the deck is made, so its first run finds it.
  useEffect(() => {
    deckRef.current?.setProps({
      onViewStateChange: ({ viewState }) => {
        viewRef.current = { ...viewRef.current, ...(viewState as Partial<Viewport>) };
        setLabelsFrom(cityLabelMinPopulation(viewRef.current.zoom));
        onViewportChange?.(viewRef.current);
        followTiles(viewRef.current);
      },
      onInteractionStateChange: (state) =>
        onInteractionChange?.(Boolean(state.isDragging || state.isPanning || state.isZooming || state.isRotating)),
    });
  }, [onViewportChange, onInteractionChange, followTiles]);

  useEffect(() => {
    viewRef.current = viewport;
    setLabelsFrom(cityLabelMinPopulation(viewport.zoom));
    deckRef.current?.setProps({ initialViewState: viewport });
  }, [viewport]);

  // The tiles of the view now shown: on a new saved view, a resize, or a tile URL on a later page.
  useEffect(() => followTiles(viewRef.current), [viewport, followTiles]);

  useEffect(() => {
    const deck = deckRef.current;
    if (deck === null) return;
    const colors = BASE_MAP_COLORS[theme];
    setDrawn(false);
    deck.setProps({
      // The data waits for the base map (a few ms offline): a frame of data on bare water is wasted GPU
      // work, and with 100,000 points in software GL each frame costs over a second.
      layers:
        base === null
          ? []
          : [
              ...baseMapLayers(base, theme, labelsFrom),
              ...(tileUrl === null ? [] : tileLayers(tileUrl, tiles)),
              ...layers,
            ],
      getTooltip: (info: PickingInfo) => {
        const html = info.object === undefined || info.object === null ? null : (tooltip?.(info) ?? null);
        return html === null
          ? null
          : {
              html,
              style: {
                ...TOOLTIP_STYLE,
                background: theme === 'dark' ? '#25262b' : '#ffffff',
                color: theme === 'dark' ? '#e9ecef' : '#212529',
                border: `1px solid ${colors.water}`,
              },
            };
      },
      onClick: (info: PickingInfo) => {
        if (info.object !== undefined && info.object !== null) onClick?.(info);
      },
      onAfterRender: () => {
        if (base !== null && !pending) setDrawn(true);
      },
    });
  }, [base, labelsFrom, tileUrl, tiles, layers, theme, tooltip, onClick, pending]);

  const save = (): void => {
    for (const [name, value] of Object.entries(viewControls(viewRef.current))) setControlValue?.(name, value);
  };
  let state = 'loading';
  if (failed !== null) state = 'failed';
  else if (drawn) state = 'drawn';
  return (
    <div
      data-testid="deck-map"
      data-map-state={state}
      title={failed ?? undefined}
      style={{ position: 'relative', width, height, background: BASE_MAP_COLORS[theme].water, overflow: 'hidden' }}
    >
      <canvas ref={canvasRef} style={{ width: '100%', height: '100%', display: 'block' }} />
      {overlay}
      {tileUrl !== null && attribution !== null && <TileAttribution text={attribution} theme={theme} />}
      {setControlValue !== undefined && <SaveViewButton label={t('Save current view')} theme={theme} onClick={save} />}
    </div>
  );
}

function SaveViewButton({
  label,
  theme,
  onClick,
}: {
  label: string;
  theme: 'light' | 'dark';
  onClick: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      onClick={onClick}
      style={{
        position: 'absolute',
        top: 8,
        right: 8,
        fontSize: 12,
        padding: '2px 8px',
        borderRadius: 4,
        cursor: 'pointer',
        border: '1px solid rgba(128,128,128,0.5)',
        background: theme === 'dark' ? '#25262b' : '#ffffff',
        color: theme === 'dark' ? '#e9ecef' : '#212529',
      }}
    >
      {label}
    </button>
  );
}

/** The tile provider's credit (OpenStreetMap's tiles require one), in the corner maps put it. */
function TileAttribution({ text, theme }: { text: string; theme: 'light' | 'dark' }): ReactNode {
  return (
    <div
      data-testid="map-tile-attribution"
      style={{
        position: 'absolute',
        right: 0,
        bottom: 0,
        fontSize: 10,
        padding: '1px 4px',
        background: theme === 'dark' ? 'rgba(37,38,43,0.75)' : 'rgba(255,255,255,0.75)',
        color: theme === 'dark' ? '#e9ecef' : '#212529',
      }}
    >
      {text}
    </div>
  );
}
