import { afterEach, describe, expect, it } from 'vitest';
import { Switchboard } from './switchboard.js';

describe('Switchboard over a MessageChannel', () => {
  const channels: MessageChannel[] = [];
  const pair = (): [Switchboard, Switchboard] => {
    const channel = new MessageChannel();
    channels.push(channel);
    return [new Switchboard(channel.port1, 'host'), new Switchboard(channel.port2, 'page')];
  };
  afterEach(() => {
    for (const c of channels.splice(0)) {
      c.port1.close();
      c.port2.close();
    }
  });

  it('answers get with the other side’s result, sync or async', async () => {
    const [host, page] = pair();
    page.defineMethod('getScrollSize', () => ({ width: 10, height: 20 }));
    page.defineMethod('getDataMask', async () => ({ 'NATIVE_FILTER-1': { filterState: { value: ['SEA'] } } }));
    expect(await host.get('getScrollSize')).toEqual({ width: 10, height: 20 });
    expect(await host.get('getDataMask')).toEqual({ 'NATIVE_FILTER-1': { filterState: { value: ['SEA'] } } });
  });

  it('passes arguments, and rejects for an unknown or failing method', async () => {
    const [host, page] = pair();
    page.defineMethod('getDashboardPermalink', (args) => `link:${(args as { anchor: string }).anchor}`);
    page.defineMethod('broken', () => {
      throw new Error('boom');
    });
    expect(await host.get('getDashboardPermalink', { anchor: 'CHART-1' })).toBe('link:CHART-1');
    await expect(host.get('nope')).rejects.toThrow('[page] Method "nope" is not defined');
    await expect(host.get('broken')).rejects.toThrow('[page] Method "broken" threw an error');
  });

  it('delivers emits without an answer', async () => {
    const [host, page] = pair();
    const got = new Promise((resolve) => page.defineMethod('guestToken', resolve));
    host.emit('guestToken', { guestToken: 'abc' });
    expect(await got).toEqual({ guestToken: 'abc' });
  });
});
