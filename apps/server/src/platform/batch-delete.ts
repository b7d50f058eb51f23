import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { joinTransaction } from '../db/join-transaction';
import { success } from './envelope';
import { IdListParam, parseIdList } from './id-list';
import { noteChange } from './operate-log';
import { OkTrue } from './schemas';

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

/**
 * `DELETE …/delete-list?ids=1,2` (or `ids=1&ids=2`): the Vue 3 UI's batch delete. Every id goes through the single delete, in one
 * transaction, so a refusal of any (a role in use, a dept with children, a row not found) refuses the whole batch
 * with that error and nothing is deleted. Same permission as the single delete; operate-logged with every row.
 */
export function batchDeleteRoute(app: FastifyInstance, spec: BatchDeleteSpec): void {
  const param = spec.param ?? 'ids';
  app.delete(
    spec.url,
    {
      config: { permission: spec.permission },
      schema: { tags: spec.tags, summary: spec.summary, querystring: Type.Object({ [param]: IdListParam }), response: { 200: OkTrue } },
    },
    async (request) => {
      const ids = parseIdList((request.query as Record<string, string | string[]>)[param]!, param, spec.min, spec.max);
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
