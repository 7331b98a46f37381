/**
 * A small server-side memory for buttons: what a Roll, Reroll or Next-round button replays, under a
 * short random id carried in the button's `custom_id`. Entries expire after a TTL and the store never
 * holds more than `maxEntries` (the oldest go first), so its memory is bounded whatever the traffic.
 */
export class TtlStore<T> {
  readonly #entries = new Map<string, { expires: number; value: T }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now: () => number }) {}

  /** Stores a value and returns its new id (16 url-safe characters). */
  put(value: T): string {
    const now = this.options.now();
    for (const [id, entry] of this.#entries) {
      if (entry.expires > now && this.#entries.size < this.options.maxEntries) break;
      this.#entries.delete(id);
    }
    const id = randomId();
    this.#entries.set(id, { expires: now + this.options.ttlMs, value });
    return id;
  }

  /** The value, or undefined when unknown or expired. */
  get(id: string): T | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (entry.expires <= this.options.now()) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  /** Forgets a value (a round once played, so a double click cannot play it twice). */
  delete(id: string): boolean {
    return this.#entries.delete(id);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** 16 url-safe random characters (96 bits): a button's id. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_');
}
