import type { CompiledQuery, Compilable, KyselyPlugin } from 'kysely';
import { casing } from './casing';
import type { Db } from './database';
import { TenantScopePlugin } from './tenant-scope';

/** Stands for an argument (or a field of a record argument) while a statement is built; compiled, its parameter(s). */
class Slot {
  constructor(
    readonly index: number,
    readonly field?: string,
  ) {}
}

const valueOf = (args: unknown[], slot: Slot): unknown => (slot.field === undefined ? args[slot.index] : (args[slot.index] as Record<string, unknown>)[slot.field]);

/** Handles per statement kept compiled (one per tenant in practice; the oldest goes first beyond it). */
const MAX_HANDLES = 1000;

/**
 * The plugins of a handle as a cache key, or undefined when a plugin is not one whose work is known to depend only on
 * the handle (a tenant scope depends on its tenant id, the casing on nothing): such a handle builds every time.
 */
function keyOf(plugins: ReadonlyArray<KyselyPlugin>): string | undefined {
  let key = '';
  for (const plugin of plugins) {
    if (plugin instanceof TenantScopePlugin) key += `t${plugin.tenantId}${plugin.snakeCases ? 'c' : ''};`;
    else if (plugin === casing) key += 'c;';
    else return undefined;
  }
  return key;
}

/**
 * A statement of fixed shape, built, transformed by the handle's plugins (tenant scope, casing) and compiled once per
 * handle kind, then run with new arguments: Kysely otherwise rebuilds, re-walks and recompiles the same tree on every
 * call (≈ 30–70 µs a statement). The tenant scope stays exact: the compiled text and its tenant parameter are kept per
 * tenant (the key names the tenant id of the handle's scope plugin), and a handle with any other plugin is not cached.
 *
 * `build` must use its arguments only as values (`where(col, '=', arg)`, `values({ col: arg })`), never to choose the
 * statement's shape (`$if`, `in` lists, `is null`, an undefined column) — while compiling they are placeholders.
 * Arguments (and a record argument's fields) must not be undefined. `records[i]` lists the fields of argument i when it
 * is a record (an inserted row: `values(row)`), each then its own parameter; a field not listed is not written. A build that does not pass every argument
 * (every field) as a parameter is refused.
 */
export function fixedStatement<Args extends unknown[], R>(build: (db: Db, ...args: Args) => Compilable<R>, records: ReadonlyArray<readonly string[] | undefined> = []) {
  const compiled = new Map<string, { query: CompiledQuery<R>; slots: Array<Slot | undefined> }>();

  const compile = (db: Db, key: string) => {
    const all: Slot[] = [];
    const placeholders = Array.from({ length: build.length - 1 }, (_, i) => {
      const fields = records[i];
      if (!fields) return all[all.push(new Slot(i)) - 1];
      return Object.fromEntries(fields.map((field) => [field, all[all.push(new Slot(i, field)) - 1]]));
    });
    const query = build(db, ...(placeholders as unknown as Args)).compile();
    const positions = query.parameters.map((p) => (p instanceof Slot ? p : undefined));
    for (const slot of all) if (!positions.includes(slot)) throw new Error(`fixedStatement: argument ${slot.index}${slot.field ? `.${slot.field}` : ''} is not a parameter`);
    const entry = { query, slots: positions };
    if (compiled.size >= MAX_HANDLES) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, entry);
    return entry;
  };

  const run = async (db: Db, args: Args): Promise<R[]> => {
    // Placeholders are made for the parameters `build` declares (a default or rest parameter is not counted).
    if (args.length !== build.length - 1) throw new Error(`fixedStatement: ${args.length} arguments for ${build.length - 1} parameters`);
    const key = keyOf(db.getExecutor().plugins);
    if (key === undefined) return (await db.executeQuery(build(db, ...args))).rows;
    const { query, slots } = compiled.get(key) ?? compile(db, key);
    const parameters = slots.map((slot, i) => (slot === undefined ? query.parameters[i] : valueOf(args, slot)));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };

  return {
    execute: (db: Db, ...args: Args): Promise<R[]> => run(db, args),
    executeTakeFirst: async (db: Db, ...args: Args): Promise<R | undefined> => (await run(db, args))[0],
  };
}
