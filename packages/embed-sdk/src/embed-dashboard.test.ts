import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedDashboard, IFRAME_COMMS_MESSAGE_TYPE } from './embed-dashboard.js';
import { Switchboard } from './switchboard.js';

const TOKEN = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 300 }))}.s`;

/** Mounts the dashboard and plays the embedded page's side of the handshake on the frame. */
const mount = async () => {
  const mountPoint = document.createElement('div');
  document.body.append(mountPoint);
  const embedding = embedDashboard({
    id: 'uuid-1',
    supersetDomain: 'https://bi.example.com/',
    mountPoint,
    fetchGuestToken: () => Promise.resolve(TOKEN),
    dashboardUiConfig: { hideTitle: true },
    iframeSandboxExtras: ['allow-top-navigation'],
  });
  const iframe = mountPoint.querySelector('iframe');
  if (!iframe) throw new Error('no frame');
  // happy-dom loads no frame: the frame's window is a stand-in that receives the handshake.
  const sent = new Promise<{ data: unknown; origin: string; port: MessagePort }>((resolve) => {
    const postMessage = (data: unknown, origin: string, transfer: MessagePort[]) =>
      resolve({ data, origin, port: transfer[0] as MessagePort });
    Object.defineProperty(iframe, 'contentWindow', { value: { postMessage } });
  });
  iframe.dispatchEvent(new Event('load'));
  const handshake = await sent;
  const page = new Switchboard(handshake.port, 'page');
  const tokens: unknown[] = [];
  page.defineMethod('guestToken', (args) => tokens.push(args));
  page.defineMethod('getScrollSize', () => ({ width: 800, height: 1200 }));
  return { mountPoint, iframe, handshake, page, tokens, dashboard: await embedding };
};

describe('embedDashboard', () => {
  afterEach(() => document.body.replaceChildren());

  it('mounts a sandboxed frame on the embedded page, hands over the channel and the guest token', async () => {
    const { iframe, handshake, tokens, dashboard, mountPoint } = await mount();
    expect(iframe.src).toBe('https://bi.example.com/embedded/uuid-1?uiConfig=17');
    expect(iframe.sandbox.contains('allow-scripts')).toBe(true);
    expect(iframe.sandbox.contains('allow-top-navigation')).toBe(true);
    expect(handshake.data).toEqual({ type: IFRAME_COMMS_MESSAGE_TYPE, handshake: 'port transfer' });
    expect(handshake.origin).toBe('https://bi.example.com');
    await vi.waitFor(() => expect(tokens).toEqual([{ guestToken: TOKEN }]));
    expect(await dashboard.getScrollSize()).toEqual({ width: 800, height: 1200 });
    dashboard.unmount();
    expect(mountPoint.children.length).toBe(0);
  });

  it('turns the page’s data masks into typed filter and chart-click events', async () => {
    const { page, dashboard } = await mount();
    const filters: string[] = [];
    const clicks: number[] = [];
    const masks: unknown[] = [];
    dashboard.on('filterChange', (e) => filters.push(`${e.filterId}=${String(e.value)}`));
    dashboard.on('chartClick', (e) => clicks.push(e.chartId));
    dashboard.observeDataMask((mask) => masks.push(mask));
    page.emit('observeDataMask', { 'NATIVE_FILTER-x': { filterState: { value: 'SEA' } } });
    page.emit('observeDataMask', {
      'NATIVE_FILTER-x': { filterState: { value: 'SEA' } },
      '7': { filterState: { value: ['LAX'] } },
    });
    await vi.waitFor(() => expect(masks).toHaveLength(2));
    expect(filters).toEqual(['NATIVE_FILTER-x=SEA']);
    expect(clicks).toEqual([7]);
    dashboard.unmount();
  });
});
