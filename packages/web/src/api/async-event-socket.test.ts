import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test-support/fake-web-socket';
import { LAST_EVENT_ID_KEY, socketUrl, type AsyncEvent, type AsyncJob } from './async-event-rules';
import { createAsyncEventSocket } from './async-event-socket';

const job = (job_id: string): AsyncJob => ({ channel_id: 'c', job_id, status: 'pending' });
const done = (job_id: string, id: string): AsyncEvent => ({
  ...job(job_id),
  id,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${job_id}`,
});

const start = (kept: AsyncEvent[] = []) => {
  const poll = vi.fn((waited: AsyncJob) => Promise.resolve(done(waited.job_id, 'polled')));
  const fetchKept = vi.fn(() => Promise.resolve(kept));
  const transport = createAsyncEventSocket({
    WebSocket: FakeWebSocket,
    url: (lastId) => socketUrl('/api/v1/async_event/ws', { protocol: 'http:', host: 'bi' }, lastId),
    storage: localStorage,
    poll,
    fetchKept,
  });
  return { transport, poll, fetchKept };
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the async event socket', () => {
  it("delivers a job's end and keeps its id in Superset's localStorage key", async () => {
    const { transport, poll } = start();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://bi/api/v1/async_event/ws');
    socket.open();
    const waiting = transport.waitForJob(job('j1'));
    socket.push({ ...done('j1', '1-1'), status: 'running', result_url: null });
    socket.push(done('j1', '1-2'));
    await expect(waiting).resolves.toEqual(done('j1', '1-2'));
    expect(localStorage.getItem(LAST_EVENT_ID_KEY)).toBe('1-2');
    expect(poll).not.toHaveBeenCalled();
  });

  it('holds an event whose 202 has not arrived yet: tried again after 100, 200… ms', async () => {
    const { transport } = start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().push(done('early', '1-1'));
    await vi.advanceTimersByTimeAsync(250);
    const waiting = transport.waitForJob(job('early'));
    await vi.advanceTimersByTimeAsync(300);
    await expect(waiting).resolves.toEqual(done('early', '1-1'));
  });

  it('reconnects 2.5 s after a drop with the last id, and the replayed event ends the job', async () => {
    const { transport } = start();
    const first = FakeWebSocket.latest();
    first.open();
    first.push(done('other', '1-1'));
    const waiting = transport.waitForJob(job('j2'));
    first.drop();
    await vi.advanceTimersByTimeAsync(2499);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeWebSocket.latest();
    expect(second.url).toBe('ws://bi/api/v1/async_event/ws?last_id=1-1');
    second.open();
    second.push(done('j2', '1-2'));
    await expect(waiting).resolves.toEqual(done('j2', '1-2'));
    expect(transport.transport()).toBe('ws');
  });

  it('falls back to polling for good after the first attempt and 6 reconnects are refused', async () => {
    const { transport, poll } = start();
    const waiting = transport.waitForJob(job('j3'), { pollMs: 5 });
    FakeWebSocket.latest().refuse();
    for (let reconnect = 1; reconnect <= 6; reconnect += 1) {
      expect(poll).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2500);
      expect(FakeWebSocket.sockets).toHaveLength(reconnect + 1);
      FakeWebSocket.latest().refuse();
    }
    expect(transport.transport()).toBe('polling');
    expect(poll).toHaveBeenCalledWith(job('j3'), { pollMs: 5 });
    await expect(waiting).resolves.toEqual(done('j3', 'polled'));
    await expect(transport.waitForJob(job('j4'))).resolves.toEqual(done('j4', 'polled'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(7);
  });

  it('counts refusals afresh once a socket opened, as Superset does', async () => {
    const { transport } = start();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      FakeWebSocket.latest().refuse();
      await vi.advanceTimersByTimeAsync(2500);
    }
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await vi.advanceTimersByTimeAsync(2500);
      FakeWebSocket.latest().refuse();
    }
    expect(transport.transport()).toBe('polling');
    expect(FakeWebSocket.sockets).toHaveLength(12);
  });

  it('polls at once when the server closes the socket for want of a session', () => {
    const { transport } = start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(4401);
    expect(transport.transport()).toBe('polling');
  });

  it('resumes from the id a previous page stored, without reading the kept events', async () => {
    localStorage.setItem(LAST_EVENT_ID_KEY, '5-3');
    const { transport, fetchKept } = start();
    const waiting = transport.waitForJob(job('j5'));
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://bi/api/v1/async_event/ws?last_id=5-3');
    socket.open();
    socket.push(done('j5', '5-4'));
    await expect(waiting).resolves.toEqual(done('j5', '5-4'));
    expect(fetchKept).not.toHaveBeenCalled();
  });

  it('reads the kept events once when the first socket opens with no id, so an early end is not missed', async () => {
    const { transport, fetchKept } = start([done('old', '1-1'), done('first', '1-2')]);
    const waiting = transport.waitForJob(job('first'));
    FakeWebSocket.latest().open();
    await expect(waiting).resolves.toEqual(done('first', '1-2'));
    expect(fetchKept).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LAST_EVENT_ID_KEY)).toBe('1-2');
  });

  it('stops waiting on an abort, and a late event for the job is let go', async () => {
    const { transport } = start();
    FakeWebSocket.latest().open();
    const controller = new AbortController();
    const waiting = transport.waitForJob(job('j6'), { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toThrow('Aborted');
    FakeWebSocket.latest().push(done('j6', '1-1'));
    await vi.advanceTimersByTimeAsync(3000);
    await expect(transport.waitForJob(job('j7'), { signal: controller.signal })).rejects.toThrow('Aborted');
  });
});
