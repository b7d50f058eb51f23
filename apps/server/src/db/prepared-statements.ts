/**
 * Named (prepared) statements for the PostgreSQL pool. node-postgres sends an unnamed statement unless it is given a
 * name, so PostgreSQL parses and plans every query anew: 50–200 µs of its CPU for the statements this console sends
 * (a four-table join: 192 µs unnamed, 34 µs prepared; measured), more than most of them take to run. With a name,
 * each connection parses a statement once and PostgreSQL keeps its plan.
 *
 * What is named: a statement with parameters (those already go through the extended protocol, so a name changes
 * nothing else: text with several statements never has parameters) whose text has been seen before — the hot
 * statements, not one-off texts such as an IN list of unusual length. At most `limit` texts are named (each is kept
 * on every connection of the pool, in both processes). A statement whose table changed shape under it (a rolling
 * upgrade migrated the database) fails once with PostgreSQL's "cached plan must not change result type"; its text
 * then gets a new name, so the next call prepares it again.
 */
export class StatementNames {
  private readonly seen = new Set<string>();
  private readonly names = new Map<string, string>();
  private next = 0;

  constructor(private readonly limit = 500) {}

  /** The name to send the text under, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= this.limit) return name;
    if (!this.seen.has(text)) {
      if (this.seen.size >= this.limit * 4) this.seen.clear(); // one-off texts do not pile up
      this.seen.add(text);
      return undefined;
    }
    this.seen.delete(text);
    const fresh = this.fresh();
    this.names.set(text, fresh);
    return fresh;
  }

  /** The text's statement is stale on some connection: it is prepared again under a new name. */
  renew(text: string): void {
    if (this.names.has(text)) this.names.set(text, this.fresh());
  }

  private fresh(): string {
    return `k${(this.next++).toString(36)}`;
  }

  get size(): number {
    return this.names.size;
  }
}

const STALE_PLAN = '0A000';

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => Promise<unknown>;
const NAMING = Symbol('namedStatements');

/** Makes a pool client send its parameterised statements under their names (once per client). */
export function nameStatements(client: { query: QueryFn; [NAMING]?: true }, names: StatementNames): void {
  if (client[NAMING]) return;
  client[NAMING] = true;
  const query: QueryFn = client.query.bind(client);
  client.query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (callback !== undefined || typeof config !== 'string' || !Array.isArray(values) || values.length === 0) return query(config, values, callback);
    const name = names.nameOf(config);
    if (name === undefined) return query(config, values);
    return query({ name, text: config, values }).catch((err: unknown) => {
      if ((err as { code?: string }).code === STALE_PLAN) names.renew(config);
      throw err;
    });
  };
}
