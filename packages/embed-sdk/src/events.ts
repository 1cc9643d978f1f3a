/** A dashboard's data mask as the embedded page reports it: one entry per native filter or chart. */
export type DataMask = Record<string, { filterState?: { value?: unknown }; extraFormData?: Record<string, unknown> }>;

/** A native filter's value changed. */
export interface FilterChangeEvent {
  filterId: string;
  value: unknown;
}

/** A click on a chart set or cleared its cross-filter. */
export interface ChartClickEvent {
  chartId: number;
  value: unknown;
  filters: unknown;
}

export interface EmbedEvents {
  dataMask: DataMask;
  filterChange: FilterChangeEvent;
  chartClick: ChartClickEvent;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The typed events between two data masks: native filters are keyed by their id
 * (NATIVE_FILTER-…), cross-filters by the clicked chart's id.
 */
export const maskEvents = (
  before: DataMask,
  after: DataMask,
): { filterChanges: FilterChangeEvent[]; chartClicks: ChartClickEvent[] } => {
  const filterChanges: FilterChangeEvent[] = [];
  const chartClicks: ChartClickEvent[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const value = after[key]?.filterState?.value;
    if (same(before[key]?.filterState?.value, value)) continue;
    if (/^\d+$/.test(key)) {
      chartClicks.push({ chartId: Number(key), value, filters: after[key]?.extraFormData?.['filters'] ?? [] });
    } else filterChanges.push({ filterId: key, value });
  }
  return { filterChanges, chartClicks };
};

type Listener<K extends keyof EmbedEvents> = (event: EmbedEvents[K]) => void;

/** A tiny typed emitter: `on` answers the function that removes the listener. */
export class EmbedEmitter {
  private readonly listeners: { [K in keyof EmbedEvents]: Set<Listener<K>> } = {
    dataMask: new Set(),
    filterChange: new Set(),
    chartClick: new Set(),
  };

  on<K extends keyof EmbedEvents>(name: K, listener: Listener<K>): () => void {
    const set = this.listeners[name] as Set<Listener<K>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<K extends keyof EmbedEvents>(name: K, event: EmbedEvents[K]): void {
    for (const listener of this.listeners[name] as Set<Listener<K>>) listener(event);
  }
}
