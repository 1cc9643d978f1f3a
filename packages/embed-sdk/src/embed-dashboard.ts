import { EmbedEmitter, maskEvents, type DataMask, type EmbedEvents } from './events.js';
import { Switchboard } from './switchboard.js';
import { refreshDelay } from './token-refresh.js';
import { embeddedPageUrl, type DashboardUiConfig } from './ui-config.js';

/** The first message to the frame, carrying our end of the channel (Superset's handshake). */
export const IFRAME_COMMS_MESSAGE_TYPE = '__embedded_comms__';

export interface EmbedDashboardParams {
  /** The embed id shown by 'Embed dashboard'. */
  id: string;
  /** Where Tessera is served, such as https://tessera.example.com. */
  supersetDomain: string;
  mountPoint: HTMLElement;
  /** Asks the host's backend for a guest token (POST /api/v1/security/guest_token/ there). */
  fetchGuestToken: () => Promise<string>;
  dashboardUiConfig?: DashboardUiConfig;
  iframeTitle?: string;
  iframeSandboxExtras?: string[];
  iframeAllowExtras?: string[];
  referrerPolicy?: ReferrerPolicy;
}

export interface EmbeddedDashboard {
  getScrollSize: () => Promise<{ width: number; height: number }>;
  getDashboardPermalink: (anchor: string) => Promise<string>;
  getActiveTabs: () => Promise<string[]>;
  getDataMask: () => Promise<DataMask>;
  /** Superset's callback form of the `dataMask` event. */
  observeDataMask: (callback: (mask: DataMask) => void) => void;
  on: <K extends keyof EmbedEvents>(name: K, listener: (event: EmbedEvents[K]) => void) => () => void;
  unmount: () => void;
}

/** The sandbox the frame needs: scripts, its own origin (for the channel), downloads, popups. */
const SANDBOX = [
  'allow-same-origin',
  'allow-scripts',
  'allow-presentation',
  'allow-downloads',
  'allow-forms',
  'allow-popups',
];

const mountFrame = (params: EmbedDashboardParams, domain: string): Promise<Switchboard> =>
  new Promise((resolve) => {
    const iframe = document.createElement('iframe');
    for (const flag of [...SANDBOX, ...(params.iframeSandboxExtras ?? [])]) iframe.sandbox.add(flag);
    if (params.referrerPolicy) iframe.referrerPolicy = params.referrerPolicy;
    iframe.setAttribute(
      'allow',
      [...new Set(['fullscreen', 'clipboard-write', ...(params.iframeAllowExtras ?? [])])].join('; '),
    );
    iframe.title = params.iframeTitle ?? 'Embedded Dashboard';
    iframe.style.background = 'transparent';
    iframe.addEventListener('load', () => {
      const channel = new MessageChannel();
      iframe.contentWindow?.postMessage({ type: IFRAME_COMMS_MESSAGE_TYPE, handshake: 'port transfer' }, domain, [
        channel.port2,
      ]);
      resolve(new Switchboard(channel.port1, 'tessera-embed-sdk'));
    });
    // Data masks always flow back: the typed events are built from them.
    iframe.src = embeddedPageUrl(domain, params.id, { ...params.dashboardUiConfig, emitDataMasks: true });
    params.mountPoint.replaceChildren(iframe);
  });

/**
 * Superset's embedDashboard, typed: mounts the embedded page in a sandboxed frame, hands it a guest
 * token and a fresh one before each expires, and answers the page's methods and events.
 */
export const embedDashboard = async (params: EmbedDashboardParams): Promise<EmbeddedDashboard> => {
  const domain = params.supersetDomain.replace(/\/+$/, '');
  const [token, board] = await Promise.all([params.fetchGuestToken(), mountFrame(params, domain)]);
  board.emit('guestToken', { guestToken: token });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unmounted = false;
  const schedule = (current: string) => {
    timer = setTimeout(() => {
      params.fetchGuestToken().then(
        (next) => {
          if (unmounted) return;
          board.emit('guestToken', { guestToken: next });
          schedule(next);
        },
        () => !unmounted && schedule(current),
      );
    }, refreshDelay(current));
  };
  schedule(token);

  const emitter = new EmbedEmitter();
  let mask: DataMask = {};
  let observer: ((mask: DataMask) => void) | null = null;
  board.defineMethod('observeDataMask', (args: unknown) => {
    const next = (args ?? {}) as DataMask;
    const { filterChanges, chartClicks } = maskEvents(mask, next);
    mask = next;
    observer?.(next);
    emitter.emit('dataMask', next);
    for (const change of filterChanges) emitter.emit('filterChange', change);
    for (const click of chartClicks) emitter.emit('chartClick', click);
  });
  return {
    getScrollSize: () => board.get('getScrollSize') as Promise<{ width: number; height: number }>,
    getDashboardPermalink: (anchor) => board.get('getDashboardPermalink', { anchor }) as Promise<string>,
    getActiveTabs: () => board.get('getActiveTabs') as Promise<string[]>,
    getDataMask: () => board.get('getDataMask') as Promise<DataMask>,
    observeDataMask: (callback) => {
      observer = callback;
    },
    on: (name, listener) => emitter.on(name, listener),
    unmount: () => {
      unmounted = true;
      clearTimeout(timer);
      params.mountPoint.replaceChildren();
    },
  };
};
