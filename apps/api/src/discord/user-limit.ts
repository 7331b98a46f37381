/**
 * Per-user limits on heavy commands (odds, deferred replies): a sliding one-minute window of at most
 * `perMinute` uses per Discord user. It remembers at most `maxUsers` users (the least recently seen are
 * forgotten first), so memory stays bounded however many users there are.
 */
export class UserLimit {
  readonly #users = new Map<string, number[]>();

  constructor(private readonly options: { perMinute: number; maxUsers: number; now: () => number }) {}

  /** How many seconds the user must wait before the next use (0: go ahead), without counting one. */
  wait(user: string): number {
    if (this.options.perMinute <= 0) return 0;
    const now = this.options.now();
    const recent = (this.#users.get(user) ?? []).filter((t) => now - t < 60_000);
    if (recent.length < this.options.perMinute) return 0;
    return Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
  }

  /** Counts one use; answers how many seconds to wait when over the limit (0: go ahead). */
  take(user: string): number {
    if (this.options.perMinute <= 0) return 0;
    const now = this.options.now();
    const recent = (this.#users.get(user) ?? []).filter((t) => now - t < 60_000);
    this.#users.delete(user);
    if (recent.length >= this.options.perMinute) {
      this.#users.set(user, recent);
      return Math.max(1, Math.ceil((recent[0]! + 60_000 - now) / 1000));
    }
    recent.push(now);
    this.#users.set(user, recent);
    while (this.#users.size > this.options.maxUsers) {
      this.#users.delete(this.#users.keys().next().value as string);
    }
    return 0;
  }
}
