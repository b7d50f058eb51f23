import type { Transaction } from 'kysely';
import type { Database } from './schema';
import type { Db } from './database';

/**
 * The transaction as a handle whose own `transaction().execute(work)` runs `work` inside it: a service that opens
 * its own transaction (a delete, say) then joins the caller's, so several of its calls commit or fail together.
 * Kysely refuses nested transactions; every other call goes to the transaction itself.
 */
export function joinTransaction(trx: Transaction<Database>): Db {
  const joined: Db = new Proxy(trx, {
    get(target, key) {
      if (key === 'transaction') {
        const builder = { setIsolationLevel: () => builder, setAccessMode: () => builder, execute: <T>(work: (t: Db) => Promise<T>) => work(joined) };
        return () => builder;
      }
      const value: unknown = Reflect.get(target, key, target);
      // Kysely keeps its state in private fields: its methods must run on the transaction, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return joined;
}
