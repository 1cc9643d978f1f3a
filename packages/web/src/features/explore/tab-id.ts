/**
 * Superset's getTabId (src/utils/getTabId.ts): a number per browser tab, kept in sessionStorage so a
 * reload keeps it, taken from a counter in localStorage so tabs differ. The server keeps one
 * form_data_key per user and tab. A duplicated tab copies sessionStorage; as in Superset, it asks
 * the other tabs over a BroadcastChannel and takes a new number when one already holds it.
 */
const SESSION_KEY = 'tab_id';
const LAST_KEY = 'last_tab_id';
const CHANNEL = 'tab_id_channel';

interface TabIdMessage {
  type: 'REQUESTING_TAB_ID' | 'TAB_ID_DENIED';
  tabId: number;
}

let current: number | null = null;
let channel: BroadcastChannel | null = null;

const nextTabId = (): number => {
  const last = Number.parseInt(window.localStorage.getItem(LAST_KEY) ?? '0', 10);
  const next = (Number.isSafeInteger(last) && last > 0 ? last : 0) + 1;
  window.localStorage.setItem(LAST_KEY, String(next));
  window.sessionStorage.setItem(SESSION_KEY, String(next));
  return next;
};

const isMessage = (data: unknown): data is TabIdMessage =>
  typeof data === 'object' && data !== null && 'type' in data && 'tabId' in data;

const listen = (): void => {
  if (channel !== null || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isMessage(event.data) || event.data.tabId !== current) return;
    if (event.data.type === 'REQUESTING_TAB_ID') channel?.postMessage({ type: 'TAB_ID_DENIED', tabId: current });
    else current = nextTabId();
  };
};

/** This tab's id, created on first use. */
export const getTabId = (): number => {
  if (current !== null) return current;
  const stored = Number.parseInt(window.sessionStorage.getItem(SESSION_KEY) ?? '', 10);
  current = Number.isSafeInteger(stored) && stored > 0 ? stored : nextTabId();
  listen();
  channel?.postMessage({ type: 'REQUESTING_TAB_ID', tabId: current } satisfies TabIdMessage);
  return current;
};
