/**
 * The worker's store of large texts sent ahead in parts (`stage` tasks), read back whole by the task that
 * names their key. Keys only grow, so reading one also drops every older, abandoned one.
 */
export class Staging {
  private readonly texts = new Map<number, string[]>();

  add(key: number, part: string): void {
    const parts = this.texts.get(key);
    if (parts) parts.push(part);
    else this.texts.set(key, [part]);
  }

  /** The text staged under `key` (empty if none), forgetting it and every older key. */
  take(key: number): string {
    const parts = this.texts.get(key) ?? [];
    for (const k of this.texts.keys()) if (k <= key) this.texts.delete(k);
    return parts.join('');
  }

  get size(): number {
    return this.texts.size;
  }
}
