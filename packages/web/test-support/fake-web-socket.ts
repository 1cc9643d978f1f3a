interface FakeSocketEvent {
  code: number;
  data: unknown;
}

type Listener = (event: FakeSocketEvent) => void;

/**
 * A WebSocket the test drives: it never touches the network. Each `new` is recorded in `sockets`;
 * the test then opens, refuses, drops or feeds it as a server would. Events fire in a browser's
 * order: a refused connection reports an error, then its close (code 1006).
 */
export class FakeWebSocket {
  static sockets: FakeWebSocket[] = [];

  /** The socket a test talks to: the latest one made. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1);
    if (!socket) throw new Error('no socket was made');
    return socket;
  }

  readonly url: string;
  readyState = 0;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.sockets.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(code = 1005): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.emit('close', code);
  }

  open(): void {
    this.readyState = 1;
    this.emit('open');
  }

  refuse(): void {
    this.readyState = 3;
    this.emit('error');
    this.emit('close', 1006);
  }

  /** The server ends the connection (a restart, or 4401 for a page without a session). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.emit('close', code);
  }

  /** The server pushes an event down the socket. */
  push(event: object): void {
    this.emit('message', 0, JSON.stringify(event));
  }

  private emit(type: string, code = 0, data: unknown = undefined): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ code, data });
  }
}
