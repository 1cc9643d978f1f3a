/**
 * The embedded SDK's message protocol over a MessagePort (Superset's @superset-ui/switchboard):
 * `get` asks the other side to run a named method and waits for its `reply` (or `error`) with the
 * same messageId; `emit` runs it without an answer.
 */
type Action = 'get' | 'reply' | 'emit' | 'error';

interface Message {
  switchboardAction: Action;
  messageId?: string;
  method?: string;
  args?: unknown;
  result?: unknown;
  error?: string;
}

export type SwitchboardMethod = (args: unknown) => unknown;

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && typeof (data as Message).switchboardAction === 'string';

export class Switchboard {
  private readonly methods = new Map<string, SwitchboardMethod>();
  private next = 1;

  constructor(
    private readonly port: MessagePort,
    private readonly name: string,
  ) {
    port.addEventListener('message', (event: MessageEvent<unknown>) => void this.receive(event.data));
    port.start();
  }

  /** Makes `name` callable from the other side. */
  defineMethod(name: string, method: SwitchboardMethod): void {
    this.methods.set(name, method);
  }

  /** Calls a method the other side defined; rejects when it is not defined or throws. */
  get(method: string, args?: unknown): Promise<unknown> {
    const messageId = `m_${this.name}_${this.next++}`;
    return new Promise((resolve, reject) => {
      const listener = (event: MessageEvent<unknown>) => {
        const data = event.data;
        if (!isMessage(data) || data.messageId !== messageId) return;
        this.port.removeEventListener('message', listener);
        if (data.switchboardAction === 'reply') resolve(data.result);
        else reject(new Error(data.error ?? 'Unexpected response message'));
      };
      this.port.addEventListener('message', listener);
      this.port.postMessage({ switchboardAction: 'get', method, messageId, args } satisfies Message);
    });
  }

  /** Calls a method the other side defined, without waiting for anything. */
  emit(method: string, args?: unknown): void {
    this.port.postMessage({ switchboardAction: 'emit', method, args } satisfies Message);
  }

  private async receive(data: unknown): Promise<void> {
    if (!isMessage(data) || data.method === undefined) return;
    const method = this.methods.get(data.method);
    if (data.switchboardAction === 'emit') {
      method?.(data.args);
      return;
    }
    if (data.switchboardAction !== 'get') return;
    const { messageId } = data;
    if (!method) {
      this.port.postMessage({
        switchboardAction: 'error',
        messageId,
        error: `[${this.name}] Method "${data.method}" is not defined`,
      } satisfies Message);
      return;
    }
    try {
      this.port.postMessage({
        switchboardAction: 'reply',
        messageId,
        result: await method(data.args),
      } satisfies Message);
    } catch {
      this.port.postMessage({
        switchboardAction: 'error',
        messageId,
        error: `[${this.name}] Method "${data.method}" threw an error`,
      } satisfies Message);
    }
  }
}
