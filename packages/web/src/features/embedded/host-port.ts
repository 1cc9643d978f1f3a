import { t } from '../../i18n/current-locale';
import { EMBEDDED_INFO_ELEMENT_ID, isAllowedOrigin, type EmbeddedInfo } from '@tessera/core';

/** The SDK's first message (embedDashboard's IFRAME_COMMS_MESSAGE_TYPE and its handshake). */
const IFRAME_COMMS_MESSAGE_TYPE = '__embedded_comms__';

export const readEmbeddedInfo = (): EmbeddedInfo | null => {
  const text = document.getElementById(EMBEDDED_INFO_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as EmbeddedInfo;
  } catch {
    return null;
  }
};

let port: Promise<MessagePort> | null = null;

/**
 * Starts listening for the host's port transfer. The SDK sends it on the frame's load event, which
 * can come before the page's lazy chunk has run, so the entry calls this at once on an embedded
 * path. Only an allowed origin's message counts (Superset's EmbeddedPage checks none).
 */
export const listenForHostPort = (): void => {
  const info = readEmbeddedInfo();
  if (port !== null || info === null) return;
  port = new Promise((resolve) => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; handshake?: unknown } | null;
      if (data?.type !== IFRAME_COMMS_MESSAGE_TYPE || data.handshake !== 'port transfer') return;
      const transferred = event.ports[0];
      if (!transferred || !isAllowedOrigin(info.allowedDomains, event.origin)) return;
      window.removeEventListener('message', onMessage);
      resolve(transferred);
    };
    window.addEventListener('message', onMessage);
  });
};

/** The host's port once it arrives (listening from now if the entry did not start it). */
export const hostPort = (): Promise<MessagePort> => {
  listenForHostPort();
  return port ?? Promise.reject(new Error(t('This page is not an embedded dashboard')));
};
