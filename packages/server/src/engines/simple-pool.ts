/** A small FIFO pool for drivers without one (DuckDB connections). */
export class SimplePool<T> {
  private readonly idle: T[] = [];
  private readonly waiters: ((resource: T) => void)[] = [];
  private size = 0;
  private closed = false;

  constructor(
    private readonly create: () => Promise<T>,
    private readonly destroy: (resource: T) => void,
    private readonly max: number,
  ) {}

  async acquire(): Promise<T> {
    if (this.closed) throw new Error('The connection pool is closed');
    const idle = this.idle.pop();
    if (idle !== undefined) return idle;
    if (this.size < this.max) {
      this.size += 1;
      try {
        return await this.create();
      } catch (err) {
        this.size -= 1;
        throw err;
      }
    }
    return new Promise<T>((resolve) => this.waiters.push(resolve));
  }

  release(resource: T): void {
    const waiter = this.waiters.shift();
    if (waiter !== undefined) {
      waiter(resource);
      return;
    }
    if (this.closed) {
      this.size -= 1;
      this.destroy(resource);
      return;
    }
    this.idle.push(resource);
  }

  /** Destroys idle resources now and leased ones as they come back. */
  close(): void {
    this.closed = true;
    for (const resource of this.idle.splice(0)) {
      this.size -= 1;
      this.destroy(resource);
    }
  }
}
