/**
 * Runs `task` over `items`, `size` at a time, and returns the results in order: a test's setup of many rows through
 * the API waits on the server's answers side by side instead of one round trip after another.
 */
export async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  }
  return results;
}
