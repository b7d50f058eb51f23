import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { joinTransaction } from '../db/join-transaction';
import { success } from './envelope';
import { badField } from './errors';
import { noteChange } from './operate-log';
import { OkTrue } from './schemas';

/** At most this many rows per batch: one transaction holds their locks. */
export const MAX_BATCH_IDS = 100;

/** `ids=1,2,3`, as the Vue 3 admin UI sends a selection (`ids.join(',')`). */
const IdListText = Type.String({ pattern: '^[0-9]{1,16}(,[0-9]{1,16})*$', maxLength: 17 * MAX_BATCH_IDS, description: `编号，逗号分隔，至多 ${MAX_BATCH_IDS} 个` });

export interface BatchContext {
  request: FastifyRequest;
  /** Work to do once the batch has committed (bytes in storage: a rolled-back row must keep its file). */
  afterCommit: (work: () => Promise<unknown>) => void;
}

export interface BatchDeleteSpec {
  url: string;
  /** The single delete's permission. */
  permission: string;
  tags: string[];
  summary: string;
  /** The query parameter (`ids`; 代码生成 sends `tableIds`). */
  param?: string;
  /** The single delete's id bounds (an int4 column, the master data source's 0). */
  min?: number;
  max?: number;
  /** The handle the single delete uses: `request.db`, or `app.db` for global tables. */
  db: (request: FastifyRequest) => Db;
  /** The single delete itself, given the batch's transaction; answers what it logs as `before`. */
  deleteOne: (db: Db, id: number, context: BatchContext) => Promise<unknown>;
  /** What the single delete does after its write (clear the token cache, reload the schedule). */
  after?: (request: FastifyRequest) => unknown;
}

function parseIds(text: string, field: string, min: number, max: number): number[] {
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.length > MAX_BATCH_IDS) throw badField(field, `至多 ${MAX_BATCH_IDS} 个`);
  for (const id of ids) if (!Number.isSafeInteger(id) || id < min || id > max) throw badField(field, `含有无效的编号 ${id}`);
  return ids;
}

/**
 * `DELETE …/delete-list?ids=1,2`: the Vue 3 UI's batch delete. Every id goes through the single delete, in one
 * transaction, so a refusal of any (a role in use, a dept with children, a row not found) refuses the whole batch
 * with that error and nothing is deleted. Same permission as the single delete; operate-logged with every row.
 */
export function batchDeleteRoute(app: FastifyInstance, spec: BatchDeleteSpec): void {
  const param = spec.param ?? 'ids';
  app.delete(
    spec.url,
    {
      config: { permission: spec.permission },
      schema: { tags: spec.tags, summary: spec.summary, querystring: Type.Object({ [param]: IdListText }), response: { 200: OkTrue } },
    },
    async (request) => {
      const ids = parseIds((request.query as Record<string, string>)[param]!, param, spec.min ?? 1, spec.max ?? Number.MAX_SAFE_INTEGER);
      const later: Array<() => Promise<unknown>> = [];
      const context: BatchContext = { request, afterCommit: (work) => later.push(work) };
      const before = await spec.db(request).transaction().execute(async (trx) => {
        const db = joinTransaction(trx);
        const rows: unknown[] = [];
        for (const id of ids) rows.push(await spec.deleteOne(db, id, context));
        return rows;
      });
      noteChange(request, { before });
      await spec.after?.(request);
      for (const work of later) await work();
      return success(true);
    },
  );
}
