/**
 * A FIFO mutex. libsql calls are synchronous, so two connections contending for SQLite's write
 * lock would either block the event loop (busy timeout) or fail with SQLITE_BUSY. Instead, each
 * database has one of these: a pipeline holds it while it runs, and a stream that is left inside a
 * transaction keeps holding it until COMMIT/ROLLBACK/close/expiry, while others wait without
 * blocking the event loop.
 */
export class AsyncLock {
  #held = false;
  #waiters: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Hands the lock straight to the next waiter, so it cannot be stolen in between. */
  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}
