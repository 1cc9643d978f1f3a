import { useEffect, useState } from 'react';
import { regionCenters, type RegionShapes } from './geo-shapes';

export type Centers = ReadonlyMap<string, [number, number]>;

/** What a map chart loads before its first draw: its shapes and whatever lookups come with them. */
export interface MapData {
  shapes: RegionShapes;
}

export interface LoadedMap<D extends MapData> {
  data: D;
  centers: Centers;
}

// Each map's shapes are registered with ECharts once per page; the bubble centres are kept with them.
const registered = new Map<string, Promise<LoadedMap<MapData>>>();

const registerShapes = <D extends MapData>(mapName: string, load: () => Promise<D>): Promise<LoadedMap<D>> => {
  const known = registered.get(mapName) as Promise<LoadedMap<D>> | undefined;
  if (known) return known;
  const pending = Promise.all([load(), import('./map-parts')]).then(([data, { registerMap }]) => {
    registerMap(mapName, data.shapes as Parameters<typeof registerMap>[1]);
    return { data, centers: regionCenters(data.shapes) };
  });
  pending.catch(() => registered.delete(mapName));
  registered.set(mapName, pending);
  return pending;
};

export type RegionMapState<D extends MapData> =
  { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & LoadedMap<D>);

type Settled<D extends MapData> = { mapName: string; state: RegionMapState<D> };

/**
 * A map's shapes, loaded (from a lazy chunk of our own bundle: no tile server, no other origin)
 * and registered with ECharts before the first draw; `load` runs once per map name and page.
 */
export const useRegionMap = <D extends MapData>(mapName: string, load: () => Promise<D>): RegionMapState<D> => {
  const [settled, setSettled] = useState<Settled<D> | null>(null);
  useEffect(() => {
    let live = true;
    registerShapes(mapName, load).then(
      (loaded) => live && setSettled({ mapName, state: { status: 'ready', ...loaded } }),
      (error: unknown) =>
        live &&
        setSettled({
          mapName,
          state: { status: 'error', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      live = false;
    };
  }, [mapName, load]);
  return settled?.mapName === mapName ? settled.state : { status: 'loading' };
};
