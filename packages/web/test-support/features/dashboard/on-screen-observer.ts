type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

/** happy-dom lays nothing out: every observed slot counts as on screen (closed tabs are gated by the page itself). */
export class OnScreenObserver {
  constructor(private readonly callback: Callback) {}
  observe(target: Element): void {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true }]));
  }
  unobserve(): void {}
  disconnect(): void {}
}
