/** How long callers waited for a database connection, summed: what the metrics report as pool wait time. */
export class PoolTiming {
  acquires = 0;
  waitSeconds = 0;
  /** Callers waiting for a connection right now. */
  waiting = 0;

  /** Times one wait for a connection. */
  async time<T>(acquire: () => Promise<T>): Promise<T> {
    const start = performance.now();
    this.waiting += 1;
    try {
      return await acquire();
    } finally {
      this.waiting -= 1;
      this.acquires += 1;
      this.waitSeconds += (performance.now() - start) / 1000;
    }
  }
}
