interface Count {
  failures: number;
  /** When the key's window began: at its first failure since the last window ended. */
  since: number;
}

/**
 * Failed authentications counted per key (an address, a user name…) in fixed windows, each begun by
 * the key's first failure. With a capacity, the key that failed least recently is forgotten to make
 * room for a new one; without, every key is kept, for keys of a bounded set only.
 */
export class FailureCounts {
  readonly #counts = new Map<string, Count>();

  constructor(
    private readonly windowMs: number,
    private readonly capacity = Number.POSITIVE_INFINITY,
  ) {}

  /** The key's failures in its window, and the milliseconds until that window ends. */
  read(key: string, now = Date.now()): { failures: number; waitMs: number } {
    const count = this.#current(key, now);
    return count
      ? { failures: count.failures, waitMs: this.windowMs - (now - count.since) }
      : { failures: 0, waitMs: 0 };
  }

  add(key: string, now = Date.now()): void {
    const { failures, since } = this.#current(key, now) ?? { failures: 0, since: now };
    // Set anew, the key moves to the end of the map, whose first key is then the least recent.
    this.#counts.delete(key);
    this.#counts.set(key, { failures: failures + 1, since });
    if (this.#counts.size > this.capacity) this.#counts.delete(this.#counts.keys().next().value as string);
  }

  /** The key's count, while its window lasts. */
  #current(key: string, now: number): Count | undefined {
    const count = this.#counts.get(key);
    return count && now - count.since < this.windowMs ? count : undefined;
  }
}
