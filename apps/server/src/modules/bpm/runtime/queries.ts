import { BpmErrors } from '@console/contracts/error-codes';
import { InstanceResult } from '@console/contracts/bpm/process';
import type { PageParams } from '@console/contracts/envelope';
import { fixedStatement } from '../../../db/compiled-query';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange, parseDateTime } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';

type Actor = { id: number };

/** Nickname and department of users, for the detail, the timeline and the task lists. */
async function usersBrief(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, { id: number; nickname: string; deptId: number | null; deptName: string | null }>();
  const rows = await db
    .selectFrom('system_users as u')
    .leftJoin('system_dept as d', 'd.id', 'u.deptId')
    .select(['u.id', 'u.nickname', 'u.deptId', 'd.name as deptName'])
    .where('u.id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** 我的流程: what the caller started. */
export async function myInstances(
  db: Db,
  actor: Actor,
  query: PageParams & { name?: string; processDefinitionId?: number; category?: string; status?: number; result?: number; createTime?: string[] },
) {
  let base = db.selectFrom('bpm_process_instance').where('startUserId', '=', actor.id);
  if (query.name) base = base.where('name', 'like', `%${escapeLike(query.name)}%`);
  if (query.processDefinitionId) base = base.where('processDefinitionId', '=', query.processDefinitionId);
  if (query.category) base = base.where('category', '=', query.category);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.result) base = base.where('result', '=', query.result);
  const range = parseDateRange(query.createTime, 'createTime');
  if (range) base = base.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  const page = await paginate(
    base,
    (q) => q.select(['id', 'name', 'processDefinitionId', 'category', 'status', 'result', 'createTime', 'endTime']).orderBy('id', 'desc'),
    query.pageNo,
    query.pageSize,
  );
  const ids = page.list.map((r) => r.id);
  const open = ids.length
    ? await db.selectFrom('bpm_task').select(['id', 'name', 'processInstanceId']).where('processInstanceId', 'in', ids).where('result', '=', InstanceResult.PROCESS).orderBy('id').execute()
    : [];
  return { ...page, list: page.list.map((row) => ({ ...row, tasks: open.filter((t) => t.processInstanceId === row.id).map((t) => ({ id: t.id, name: t.name })) })) };
}

/**
 * An instance is shown to its starter and to everyone who has (had) one of its tasks; to anyone else it does not
 * exist — its form may hold private data, and the reference's "any holder of the permission" is wider than needed.
 */
async function visibleInstance(db: Db, actor: Actor, id: number) {
  const instance = await db.selectFrom('bpm_process_instance').selectAll().where('id', '=', id).executeTakeFirst();
  if (!instance) throw new ServiceError(BpmErrors.PROCESS_INSTANCE_NOT_EXISTS);
  if (instance.startUserId !== actor.id) {
    const involved = await db.selectFrom('bpm_task').select('id').where('processInstanceId', '=', id).where('assigneeUserId', '=', actor.id).executeTakeFirst();
    if (!involved) throw new ServiceError(BpmErrors.PROCESS_INSTANCE_NOT_EXISTS);
  }
  return instance;
}

export async function getInstance(db: Db, actor: Actor, id: number) {
  const instance = await visibleInstance(db, actor, id);
  const definition = await db
    .selectFrom('bpm_process_definition')
    .select(['id', 'key', 'formType', 'formId', 'formConf', 'formFields', 'formCustomCreatePath', 'formCustomViewPath', 'bpmnXml'])
    .where('id', '=', instance.processDefinitionId)
    .executeTakeFirstOrThrow();
  const users = await usersBrief(db, [instance.startUserId]);
  return {
    id: instance.id,
    name: instance.name,
    category: instance.category,
    status: instance.status,
    result: instance.result,
    createTime: instance.createTime,
    endTime: instance.endTime,
    formVariables: JSON.parse(instance.formVariables) as Record<string, unknown>,
    businessKey: instance.businessKey,
    startUser: users.get(instance.startUserId) ?? null,
    processDefinition: { ...definition, formFields: definition.formFields === null ? null : (JSON.parse(definition.formFields) as string[]) },
  };
}

/** The task lists' time filter: the reference back end's begin/end, or its UI's createTime pair. */
function createdBetween(query: { beginCreateTime?: string; endCreateTime?: string; createTime?: string[] }): [Date | undefined, Date | undefined] {
  const range = parseDateRange(query.createTime, 'createTime');
  if (range) return range;
  return [query.beginCreateTime ? parseDateTime(query.beginCreateTime, 'beginCreateTime') : undefined, query.endCreateTime ? parseDateTime(query.endCreateTime, 'endCreateTime') : undefined];
}

type TaskQuery = PageParams & { name?: string; beginCreateTime?: string; endCreateTime?: string; createTime?: string[] };

async function myTasks(db: Db, actor: Actor, query: TaskQuery, done: boolean) {
  let base = db
    .selectFrom('bpm_task as t')
    .innerJoin('bpm_process_instance as i', 'i.id', 't.processInstanceId')
    .innerJoin('bpm_process_definition as d', 'd.id', 't.processDefinitionId')
    .leftJoin('system_users as s', 's.id', 'i.startUserId')
    .where('t.assigneeUserId', '=', actor.id);
  base = done ? base.where('t.result', '!=', InstanceResult.PROCESS) : base.where('t.result', '=', InstanceResult.PROCESS);
  if (query.name) base = base.where('t.name', 'like', `%${escapeLike(query.name)}%`);
  const [from, to] = createdBetween(query);
  if (from) base = base.where('t.createTime', '>=', at(from));
  if (to) base = base.where('t.createTime', '<=', at(to));
  const page = await paginate(
    base,
    (q) =>
      q
        .select([
          't.id',
          't.name',
          't.createTime',
          't.endTime',
          't.result',
          't.reason',
          'd.suspensionState',
          'i.id as instanceId',
          'i.name as instanceName',
          'i.startUserId',
          's.nickname as startUserNickname',
          'i.processDefinitionId',
        ])
        .orderBy(done ? 't.endTime' : 't.id', 'desc')
        .orderBy('t.id', 'desc'),
    query.pageNo,
    query.pageSize,
  );
  return {
    total: page.total,
    list: page.list.map((t) => ({
      id: t.id,
      name: t.name,
      claimTime: null,
      createTime: t.createTime,
      suspensionState: t.suspensionState,
      endTime: t.endTime,
      durationInMillis: t.endTime === null ? null : t.endTime - t.createTime,
      result: t.result,
      reason: t.reason,
      processInstance: { id: t.instanceId, name: t.instanceName, startUserId: t.startUserId, startUserNickname: t.startUserNickname, processDefinitionId: t.processDefinitionId },
    })),
  };
}

export const todoTasks = (db: Db, actor: Actor, query: TaskQuery) => myTasks(db, actor, query, false);
export const doneTasks = (db: Db, actor: Actor, query: TaskQuery) => myTasks(db, actor, query, true);

/**
 * 审批记录: every task of an instance, oldest first, with each assignee — one statement that also answers who may
 * see it (the starter, or someone who has had one of its tasks), as visibleInstance does in two.
 */
const tasksOfInstance = fixedStatement((db: Db, processInstanceId: number) =>
  db
    .selectFrom('bpm_process_instance as i')
    .leftJoin('bpm_task as t', 't.processInstanceId', 'i.id')
    .leftJoin('system_users as u', 'u.id', 't.assigneeUserId')
    .leftJoin('system_dept as d', 'd.id', 'u.deptId')
    .select(['i.startUserId', 't.id', 't.name', 't.definitionKey', 't.createTime', 't.endTime', 't.result', 't.reason', 't.assigneeUserId'])
    .select(['u.id as userId', 'u.nickname', 'u.deptId', 'd.name as deptName'])
    .where('i.id', '=', processInstanceId)
    .orderBy('t.id'),
);

export async function instanceTasks(db: Db, actor: Actor, processInstanceId: number) {
  const rows = await tasksOfInstance.execute(db, processInstanceId);
  if (!rows.length || (rows[0]!.startUserId !== actor.id && !rows.some((r) => r.assigneeUserId === actor.id))) {
    throw new ServiceError(BpmErrors.PROCESS_INSTANCE_NOT_EXISTS);
  }
  return rows.flatMap(({ id, name, definitionKey, createTime, endTime, result, reason, userId, nickname, deptId, deptName }) =>
    id === null
      ? []
      : [
          {
            id,
            name: name!,
            definitionKey: definitionKey!,
            createTime: createTime!,
            endTime,
            result: result!,
            reason,
            durationInMillis: endTime === null ? null : endTime - createTime!,
            assigneeUser: userId === null ? null : { id: userId, nickname: nickname!, deptId, deptName },
            processInstance: { id: processInstanceId },
          },
        ],
  );
}

/** What the diagram highlights: the nodes and flows passed or waiting, in order. */
export async function instanceActivities(db: Db, actor: Actor, processInstanceId: number) {
  await visibleInstance(db, actor, processInstanceId);
  return db
    .selectFrom('bpm_activity')
    .select(['key', 'type', 'startTime', 'endTime', 'taskId'])
    .where('processInstanceId', '=', processInstanceId)
    .orderBy('id')
    .execute();
}
