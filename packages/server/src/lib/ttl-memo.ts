/**
 * Memoises async lookups for a short time. Hot paths (every chart request) read the same
 * users, permissions and datasets many times a second; a few seconds of staleness across
 * processes is the accepted trade-off, and writes in this process clear entries at once.
 */
export class TtlMemo<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: now, value });
    // A failed lookup is not remembered.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
