import { BpmErrors, UserErrors } from '@console/contracts/error-codes';
import { InstanceResult, InstanceStatus } from '@console/contracts/bpm/process';
import { SuspensionState } from '@console/contracts/bpm/model';
import { sql, type ExpressionBuilder, type OperationNodeSource, type QueryCreator } from 'kysely';
import { fixedStatement } from '../../../db/compiled-query';
import type { Db } from '../../../db/database';
import type { Database, NewRow } from '../../../db/schema';
import { at } from '../../../db/timestamp';
import type { CacheStore } from '../../../platform/cache-registry';
import { ServiceError } from '../../../platform/errors';
import { mapUniqueViolation } from '../../../platform/unique';
import { pickAssignee, ruleCandidates, type AssignRule, type Person } from './assignee';
import { compileProcess, type CompiledProcess, type StepOutcome } from './engine';
import { ascending, BpmMessages, type BpmEnv } from './messages';

type Actor = { id: number };

/**
 * The workflow runtime (reference pay-bpm §2.5.6–11): every change of an instance is one transaction that holds the
 * instance's row lock — start, approve, reject, transfer, cancel, a timer firing — so two processes acting on one
 * instance take turns, and the second of two approvals of one task finds it already done.
 */

/** What a business module hears when one of its processes ends (the OA leave mirrors the result). */
type ResultListener = (trx: Db, businessKey: string, result: number) => Promise<void>;
const resultListeners = new Map<string, ResultListener>();
export function onProcessResult(processKey: string, listener: ResultListener): void {
  resultListeners.set(processKey, listener);
}

interface InstanceRow {
  id: number;
  processDefinitionId: number;
  name: string;
  startUserId: number;
  status: number;
  businessKey: string | null;
  engineState: string | null;
  /** The starter, when the read that found the instance also read them. */
  starter?: Person;
}

/** What never changes once a definition is deployed: its key, its compiled diagram, its frozen task rules. */
interface DefinitionRuntime {
  id: number;
  key: string;
  /** The diagram, for the engine thread (sent to it once). */
  bpmnXml: string;
  process: CompiledProcess;
  rules: ReadonlyMap<string, AssignRule>;
}

const runtimes = new Map<number, Promise<DefinitionRuntime>>();
let runtimeHits = 0;
let runtimeMisses = 0;

/** A deployed definition's runtime, loaded and compiled once per process (a definition never changes). */
function runtimeOf(trx: Db, id: number): Promise<DefinitionRuntime> {
  let runtime = runtimes.get(id);
  if (runtime) runtimeHits += 1;
  else {
    runtimeMisses += 1;
    runtime = (async () => {
      const definition = await trx.selectFrom('bpm_process_definition').select(['id', 'key', 'bpmnXml']).where('id', '=', id).executeTakeFirst();
      if (!definition) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_NOT_EXISTS);
      const rules = await trx.selectFrom('bpm_task_assign_rule').select(['taskDefinitionKey', 'type', 'options']).where('processDefinitionId', '=', id).execute();
      return {
        id,
        key: definition.key,
        bpmnXml: definition.bpmnXml,
        process: await compileProcess(definition.bpmnXml),
        rules: new Map(rules.map((r) => [r.taskDefinitionKey, { type: r.type, options: JSON.parse(r.options) as number[] }])),
      };
    })();
    // A failure (another tenant's id, a rolled-back deployment) is not remembered.
    runtime.catch(() => runtimes.delete(id));
    if (runtimes.size >= 500) runtimes.delete(runtimes.keys().next().value!);
    runtimes.set(id, runtime);
  }
  return runtime;
}

/** Forgets the loaded definitions (what a restarted process starts with). */
export function forgetDefinitionRuntimes(): void {
  runtimes.clear();
}

/** The loaded definitions as 缓存监控 sees them. */
export const definitionRuntimeCache: CacheStore = {
  get size() {
    return runtimes.size;
  },
  get hits() {
    return runtimeHits;
  },
  get misses() {
    return runtimeMisses;
  },
  clear: forgetDefinitionRuntimes,
};

/** One step: its transaction, then the messages it queued. */
async function inStep<T>(db: Db, env: BpmEnv, work: (trx: Db, messages: BpmMessages) => Promise<T>): Promise<T> {
  const messages = new BpmMessages(env);
  const result = await db.transaction().execute(async (trx) => {
    const done = await work(trx, messages);
    await messages.writePending(trx);
    return done;
  });
  messages.deliver(db);
  return result;
}

const INSTANCE_COLUMNS = ['id', 'processDefinitionId', 'name', 'startUserId', 'status', 'businessKey', 'engineState'] as const;

async function lockInstance(trx: Db, id: number): Promise<InstanceRow | undefined> {
  return trx.selectFrom('bpm_process_instance').select(INSTANCE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The starter's nickname and the mobile numbers of the people a step tells, in one read of those not yet known. */
async function peopleOf(trx: Db, ids: number[], known = new Map<number, Person>()): Promise<Map<number, Person>> {
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  if (missing.length) {
    for (const row of await trx.selectFrom('system_users').select(['id', 'nickname', 'mobile']).where('id', 'in', missing).execute()) known.set(row.id, row);
  }
  return known;
}

type Assignment = { executionId: string; key: string; name: string; assignees: Array<{ userId: number; next: string | null }> };

/** Who a waiting user task goes to: one candidate at random; parallel countersign one each; sequential the first. */
async function assign(trx: Db, instance: InstanceRow, runtime: DefinitionRuntime, wait: { executionId: string; key: string }, people: Map<number, Person>): Promise<Assignment> {
  const info = runtime.process.userTasks.get(wait.key) ?? { name: wait.key, multiInstance: 'none' as const };
  const rule = runtime.rules.get(wait.key);
  if (!rule) throw new ServiceError(BpmErrors.TASK_ASSIGN_RULE_NOT_FOUND, wait.key);
  const candidates = await ruleCandidates(trx, rule, instance.startUserId, people);
  const assignees =
    info.multiInstance === 'parallel'
      ? candidates.map((userId) => ({ userId, next: null }))
      : info.multiInstance === 'sequential'
        ? [{ userId: candidates[0]!, next: candidates.length > 1 ? JSON.stringify(candidates.slice(1)) : null }]
        : [{ userId: pickAssignee(candidates), next: null }];
  return { executionId: wait.executionId, key: wait.key, name: info.name, assignees };
}

type NewTask = NewRow<'bpm_task'> & { executionId: string; assigneeUserId: number; name: string };

/** The task rows of assignments. */
function taskRows(instance: InstanceRow, assignments: Assignment[]): NewTask[] {
  return assignments.flatMap((a) =>
    a.assignees.map((assignee) => ({
      processInstanceId: instance.id,
      processDefinitionId: instance.processDefinitionId,
      definitionKey: a.key,
      name: a.name,
      executionId: a.executionId,
      assigneeUserId: assignee.userId,
      nextAssigneeUserIds: assignee.next,
      creator: String(instance.startUserId),
      updater: String(instance.startUserId),
    })),
  );
}

/** Queues the message of each new task to its assignee (people read only when the step has not read them). */
async function queueTaskMessages(trx: Db, messages: BpmMessages, instance: InstanceRow, tasks: NewTask[], known = new Map<number, Person>()): Promise<void> {
  if (!tasks.length) return;
  if (instance.starter) known.set(instance.startUserId, instance.starter);
  const people = await peopleOf(trx, [instance.startUserId, ...tasks.map((t) => t.assigneeUserId)], known);
  const startUserNickname = people.get(instance.startUserId)?.nickname ?? String(instance.startUserId);
  for (const task of tasks) {
    await messages.taskAssigned(trx, people.get(task.assigneeUserId)?.mobile ?? '', task.assigneeUserId, { instanceId: instance.id, processInstanceName: instance.name, taskName: task.name, startUserNickname });
  }
}

/** One row of the activity history: an execution's start, and its end when it left. */
interface HistoryRow {
  processInstanceId: number;
  executionId: string;
  key: string;
  type: string;
  startTime: Date;
  endTime: Date | null;
}

type Creator = QueryCreator<Database>;
/** A data-modifying part of a step's statement. */
type StepPart = [name: string, build: (db: Creator) => OperationNodeSource];

/**
 * A step's writes as one statement (each a data-modifying CTE, run to completion whatever the main query reads): the
 * new tasks, the send-log rows of the messages queued so far, the activity history (a user task's row names its new
 * task), and `parts` (the instance's new state or its end). Different tables, or rows kept apart (see
 * finishInstance): no part sees another's rows, and none needs to.
 */
async function writeStep(trx: Db, messages: BpmMessages, tasks: NewTask[], history: HistoryRow[], parts: StepPart[]): Promise<void> {
  const sms = messages.takePending();
  const taskExecutions = new Set(tasks.map((t) => t.executionId));
  const all: StepPart[] = [];
  if (tasks.length) all.push(['new_tasks', (db) => db.insertInto('bpm_task').values(tasks).returning(['id', 'executionId'])]);
  if (sms.length) all.push(['sms', (db) => db.insertInto('system_sms_log').values(sms.map((m) => m.row)).returning('id')]);
  if (history.length) {
    const rows = history.map((row) => ({
      ...row,
      // The first task of the execution (countersigners each have one), from this statement's new tasks.
      taskId: taskExecutions.has(row.executionId) ? sql<number>`(select min(id) from new_tasks where execution_id = ${row.executionId})` : null,
    }));
    all.push([
      'history',
      (db) =>
        db
          .insertInto('bpm_activity')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['processInstanceId', 'executionId']).doUpdateSet((eb) => ({
              endTime: eb.fn.coalesce('bpm_activity.endTime', eb.ref('excluded.endTime')),
              taskId: eb.fn.coalesce('bpm_activity.taskId', eb.ref('excluded.taskId')),
            })),
          ),
    ]);
  }
  all.push(...parts);
  let query: Creator = trx;
  for (const [name, build] of all) query = query.with(name, build as never) as unknown as Creator;
  const ids = sms.length ? sql<number[] | null>`(select json_agg(id) from sms)` : sql<number[] | null>`null`;
  const written = await query.selectNoFrom(ids.as('smsIds')).executeTakeFirstOrThrow();
  messages.logged(sms, ascending(written.smsIds ?? []));
}

/**
 * Ends an instance with its result, in one statement with the step's other writes: its open tasks cancelled with the
 * reason, its history closed (rows this step writes are closed by it: an execution is written once per statement),
 * its business told, and for an approval the starter's message.
 */
async function finishInstance(
  trx: Db,
  messages: BpmMessages,
  instance: InstanceRow,
  processKey: string,
  result: number,
  openTaskReason?: string,
  writes: { tasks: NewTask[]; history: HistoryRow[] } = { tasks: [], history: [] },
) {
  const now = new Date();
  if (result === InstanceResult.APPROVE) {
    const starter = instance.starter ?? (await peopleOf(trx, [instance.startUserId])).get(instance.startUserId);
    await messages.instanceApproved(trx, starter?.mobile ?? '', instance.startUserId, { instanceId: instance.id, processInstanceName: instance.name });
  }
  const history = writes.history.map((row) => ({ ...row, endTime: row.endTime ?? now }));
  const written = history.map((row) => row.executionId);
  await writeStep(trx, messages, writes.tasks, history, [
    [
      'closed',
      (db) =>
        db
          .updateTable('bpm_activity')
          .set({ endTime: now })
          .where('processInstanceId', '=', instance.id)
          .where('endTime', 'is', null)
          .$if(written.length > 0, (q) => q.where('executionId', 'not in', written)),
    ],
    [
      'cancelled',
      (db) =>
        db
          .updateTable('bpm_task')
          .set({ result: InstanceResult.CANCEL, reason: (openTaskReason ?? '').slice(0, 255), endTime: now, updateTime: now })
          .where('processInstanceId', '=', instance.id)
          .where('result', '=', InstanceResult.PROCESS)
          .where(sql<boolean>`${openTaskReason !== undefined}`),
    ],
    [
      'ended',
      (db) =>
        db
          .updateTable('bpm_process_instance')
          .set({ status: InstanceStatus.FINISHED, result, endTime: now, engineState: null, timerDueTime: null, updateTime: now })
          .where('id', '=', instance.id)
          .where('status', '=', InstanceStatus.RUNNING),
    ],
  ]);
  messages.env.engines.forget(`instance-${instance.id}`);
  const listener = resultListeners.get(processKey);
  if (listener && instance.businessKey) await listener(trx, instance.businessKey, result);
}

/**
 * Saves what a step of the engine did: new tasks (for waits not yet handed out) with their messages, tasks a timer
 * took away, the activity history (nodes begun, left, or both) and the new state — or the end — in one statement.
 */
async function applyStep(trx: Db, messages: BpmMessages, instance: InstanceRow, runtime: DefinitionRuntime, outcome: StepOutcome, knownOpen?: ReadonlySet<string>) {
  const open =
    knownOpen ?? new Set((await trx.selectFrom('bpm_task').select('executionId').where('processInstanceId', '=', instance.id).where('result', '=', InstanceResult.PROCESS).execute()).map((t) => t.executionId));
  const waiting = new Set(outcome.waiting.map((w) => w.executionId));
  const assignments: Assignment[] = [];
  const people = new Map<number, Person>();
  for (const wait of outcome.waiting) if (!open.has(wait.executionId)) assignments.push(await assign(trx, instance, runtime, wait, people));
  const tasks = taskRows(instance, assignments);
  await queueTaskMessages(trx, messages, instance, tasks, people);

  const left = [...open].filter((executionId) => !waiting.has(executionId));
  if (left.length) {
    // A boundary timer (or an event) took the flow away from these tasks.
    await trx
      .updateTable('bpm_task')
      .set({ result: InstanceResult.CANCEL, reason: '系统自动取消，原因：定时器到期，流程已离开该节点', endTime: new Date(), updateTime: new Date() })
      .where('processInstanceId', '=', instance.id)
      .where('executionId', 'in', left)
      .where('result', '=', InstanceResult.PROCESS)
      .execute();
  }

  // One row per execution: its start, its end when it left (within this step or a later one).
  const history = new Map<string, HistoryRow>();
  for (const a of outcome.activities) {
    const row = history.get(a.executionId) ?? { processInstanceId: instance.id, executionId: a.executionId, key: a.key, type: a.type, startTime: a.time, endTime: null };
    if (a.event === 'end' || a.type === 'sequenceFlow') row.endTime = a.time;
    history.set(a.executionId, row);
  }

  if (outcome.state === null) {
    await finishInstance(trx, messages, instance, runtime.key, InstanceResult.APPROVE, undefined, { tasks, history: [...history.values()] });
    return;
  }
  await writeStep(trx, messages, tasks, [...history.values()], [
    [
      'state',
      (db) => db.updateTable('bpm_process_instance').set({ engineState: outcome.state, timerDueTime: outcome.timerDueTime, updateTime: new Date() }).where('id', '=', instance.id),
    ],
  ]);
}

export interface StartInput {
  processDefinitionId?: number;
  /** A business module starts its process by key: the latest version. */
  processDefinitionKey?: string;
  variables?: Record<string, unknown>;
  businessKey?: string;
}

/** The instance written from its definition's row, if the definition is active (see startInstanceIn). */
function insertInstance(
  trx: Db,
  definitionId: (eb: ExpressionBuilder<Database, 'bpm_process_definition'>) => OperationNodeSource,
  startUserId: number,
  formVariables: string,
  businessKey: string | null,
  creator: string,
) {
  return trx
    .insertInto('bpm_process_instance')
    .columns(['processDefinitionId', 'name', 'category', 'startUserId', 'formVariables', 'businessKey', 'creator', 'updater', 'tenantId'])
    .expression((eb) =>
      eb
        .selectFrom('bpm_process_definition')
        .select((d) => [
          'id',
          'name',
          'category',
          d.cast<number>(d.val(startUserId), 'bigint').as('startUserId'),
          d.cast<string>(d.val(formVariables), 'text').as('formVariables'),
          d.cast<string | null>(d.val(businessKey), 'text').as('businessKey'),
          d.cast<string>(d.val(creator), 'text').as('creator'),
          d.cast<string>(d.val(creator), 'text').as('updater'),
          'tenantId',
        ])
        .where('id', '=', (d) => definitionId(d) as never)
        .where('suspensionState', '=', SuspensionState.ACTIVE),
    )
    .returning(INSTANCE_COLUMNS);
}

/** The usual start, by definition id: compiled once (db/compiled-query.ts). */
const startById = fixedStatement((db: Db, definitionId: number, startUserId: number, formVariables: string, businessKey: string | null, creator: string) =>
  insertInstance(db, (eb) => eb.val(definitionId), startUserId, formVariables, businessKey, creator),
);

/**
 * Starts an instance inside the caller's transaction (a business module writes its own row in the same one). The
 * instance is written from its definition's row in one statement, only if the definition is active; a start refused
 * reads the definition once more to say why.
 */
export async function startInstanceIn(trx: Db, messages: BpmMessages, actor: Actor, input: StartInput): Promise<number> {
  const variables = input.variables ?? {};
  const definitionId = (eb: ExpressionBuilder<Database, 'bpm_process_definition'>) =>
    input.processDefinitionId !== undefined
      ? eb.val(input.processDefinitionId)
      : eb.selectFrom('bpm_process_definition').select('id').where('key', '=', input.processDefinitionKey ?? '').orderBy('version', 'desc').limit(1);
  const values = [actor.id, JSON.stringify(variables), input.businessKey ?? null, String(actor.id)] as const;
  const row =
    input.processDefinitionId !== undefined
      ? await startById.executeTakeFirst(trx, input.processDefinitionId, ...values)
      : await insertInstance(trx, definitionId, ...values).executeTakeFirst();
  if (!row) {
    const definition = await trx.selectFrom('bpm_process_definition').select('suspensionState').where('id', '=', (eb) => definitionId(eb)).executeTakeFirst();
    throw new ServiceError(definition ? BpmErrors.PROCESS_DEFINITION_IS_SUSPENDED : BpmErrors.PROCESS_DEFINITION_NOT_EXISTS);
  }
  const runtime = await runtimeOf(trx, row.processDefinitionId);
  const outcome = await messages.env.engines.start(runtime, `instance-${row.id}`, variables);
  await applyStep(trx, messages, row, runtime, outcome, new Set());
  return row.id;
}

export function startInstance(db: Db, env: BpmEnv, actor: Actor, input: StartInput): Promise<number> {
  return inStep(db, env, (trx, messages) => startInstanceIn(trx, messages, actor, input));
}

/** The instance of a task, locked (its lock orders every change of the instance and its tasks), with its starter. */
const instanceOfTaskForUpdate = fixedStatement((db: Db, taskId: number) =>
  db
    .selectFrom('bpm_process_instance as i')
    .leftJoin('system_users as u', 'u.id', 'i.startUserId')
    .select(INSTANCE_COLUMNS.map((c) => `i.${c}` as const))
    .select(['u.nickname as starterNickname', 'u.mobile as starterMobile'])
    .where('i.id', '=', (eb) => eb.selectFrom('bpm_task').select('processInstanceId').where('id', '=', taskId))
    .forUpdate('i'),
);

async function lockInstanceOfTask(trx: Db, taskId: number): Promise<InstanceRow | undefined> {
  const row = await instanceOfTaskForUpdate.executeTakeFirst(trx, taskId);
  if (!row) return undefined;
  const { starterNickname, starterMobile, ...instance } = row;
  return { ...instance, starter: starterNickname === null ? undefined : { id: instance.startUserId, nickname: starterNickname, mobile: starterMobile ?? '' } };
}

/** Why a task the caller may not act on was refused: not open (or its instance not running), else not theirs. */
function refusal(instance: InstanceRow | undefined, task: { result: number } | undefined): ServiceError {
  if (!instance || !task || instance.status !== InstanceStatus.RUNNING || task.result !== InstanceResult.PROCESS) return new ServiceError(BpmErrors.TASK_COMPLETE_FAIL_NOT_EXISTS);
  return new ServiceError(BpmErrors.TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF);
}

/** The task and its instance, locked, and the task still waiting for the caller. */
async function myOpenTask(trx: Db, actor: Actor, taskId: number) {
  // The instance first (its lock orders every change of it), found through the task; then the task as it is now.
  const instance = await lockInstanceOfTask(trx, taskId);
  const task = instance && (await trx.selectFrom('bpm_task').selectAll().where('id', '=', taskId).executeTakeFirst());
  if (!instance || !task || instance.status !== InstanceStatus.RUNNING || task.result !== InstanceResult.PROCESS || task.assigneeUserId !== actor.id) throw refusal(instance, task);
  return { instance, task };
}

/** Approves a task still open and the caller's, and reads the instance's other open tasks (see approveTask). */
const approveIfOpen = fixedStatement((db: Db, taskId: number, instanceId: number, actorId: number, reason: string, now: Date, updater: string) =>
  db
    .with('approved', (q) =>
      q
        .updateTable('bpm_task')
        .set({ result: InstanceResult.APPROVE, reason, endTime: now, updateTime: now, updater })
        .where('id', '=', taskId)
        .where('processInstanceId', '=', instanceId)
        .where('result', '=', InstanceResult.PROCESS)
        .where('assigneeUserId', '=', actorId)
        .returning(['id', 'executionId', 'definitionKey', 'name', 'nextAssigneeUserIds']),
    )
    .selectFrom('approved')
    .selectAll('approved')
    .select((eb) =>
      eb
        .fn<string[]>('array', [
          eb.selectFrom('bpm_task').select('executionId').where('processInstanceId', '=', instanceId).where('result', '=', InstanceResult.PROCESS).where('id', '!=', taskId),
        ])
        .as('otherOpen'),
    ),
);

/** 通过: the task approved with the reason; the process moves on once every countersigner has approved. */
export function approveTask(db: Db, env: BpmEnv, actor: Actor, input: { id: number; reason: string }): Promise<void> {
  return inStep(db, env, async (trx, messages) => {
    const instance = await lockInstanceOfTask(trx, input.id);
    if (!instance || instance.status !== InstanceStatus.RUNNING) throw refusal(instance, undefined);
    const now = new Date();
    // Under the instance's lock, one statement approves the task if it is still open and the caller's, and reads the
    // instance's other open tasks; only a refusal reads the task again, to say why. It is a statement of its own, not
    // part of the lock's: its snapshot is taken once the lock is granted, so it sees a countersigner's approval that
    // committed while this step waited (a test races them through two processes).
    const task = await approveIfOpen.executeTakeFirst(trx, input.id, instance.id, actor.id, input.reason, now, String(actor.id));
    if (!task) throw refusal(instance, await trx.selectFrom('bpm_task').select('result').where('id', '=', input.id).executeTakeFirst());
    const next = task.nextAssigneeUserIds ? (JSON.parse(task.nextAssigneeUserIds) as number[]) : [];
    if (next.length) {
      // Sequential countersign: the next candidate's turn.
      const rest = next.slice(1);
      const tasks = taskRows(instance, [{ executionId: task.executionId, key: task.definitionKey, name: task.name, assignees: [{ userId: next[0]!, next: rest.length ? JSON.stringify(rest) : null }] }]);
      await queueTaskMessages(trx, messages, instance, tasks);
      await writeStep(trx, messages, tasks, [], []);
      return;
    }
    if (task.otherOpen.includes(task.executionId)) return; // parallel countersign: the others still have to approve
    const runtime = await runtimeOf(trx, instance.processDefinitionId);
    const outcome = await env.engines.complete(runtime, `instance-${instance.id}`, instance.engineState!, task.executionId);
    await applyStep(trx, messages, instance, runtime, outcome, new Set(task.otherOpen));
  });
}

/** 不通过: the whole instance ends as not approved (the reference has no sending back). */
export function rejectTask(db: Db, env: BpmEnv, actor: Actor, input: { id: number; reason: string }): Promise<void> {
  return inStep(db, env, async (trx, messages) => {
    const { instance, task } = await myOpenTask(trx, actor, input.id);
    const now = new Date();
    await trx.updateTable('bpm_task').set({ result: InstanceResult.REJECT, reason: input.reason, endTime: now, updateTime: now, updater: String(actor.id) }).where('id', '=', task.id).execute();
    const runtime = await runtimeOf(trx, instance.processDefinitionId);
    await finishInstance(trx, messages, instance, runtime.key, InstanceResult.REJECT, `不通过任务，原因：${input.reason}`);
    await messages.instanceRejected(trx, undefined, instance.startUserId, { instanceId: instance.id, processInstanceName: instance.name, reason: input.reason });
  });
}

/** 转派: only the current assignee hands the task to another enabled user. */
export function transferTask(db: Db, env: BpmEnv, actor: Actor, input: { id: number; assigneeUserId: number }): Promise<void> {
  return inStep(db, env, async (trx, messages) => {
    const { instance, task } = await myOpenTask(trx, actor, input.id);
    const user = await trx.selectFrom('system_users').select(['id', 'status']).where('id', '=', input.assigneeUserId).executeTakeFirst();
    if (!user) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
    if (user.status !== 0 || user.id === task.assigneeUserId) throw new ServiceError(BpmErrors.TASK_TRANSFER_FAIL_USER_INVALID);
    // Someone who already has this step's task (a countersigner) cannot take a second one.
    await mapUniqueViolation(
      () => trx.updateTable('bpm_task').set({ assigneeUserId: user.id, updateTime: new Date(), updater: String(actor.id) }).where('id', '=', task.id).execute(),
      { uk_bpm_task_open: BpmErrors.TASK_TRANSFER_FAIL_USER_INVALID },
    );
    const people = await peopleOf(trx, [instance.startUserId, user.id]);
    await messages.taskAssigned(trx, people.get(user.id)?.mobile ?? '', user.id, {
      instanceId: instance.id,
      processInstanceName: instance.name,
      taskName: task.name,
      startUserNickname: people.get(instance.startUserId)?.nickname ?? String(instance.startUserId),
    });
  });
}

/** 取消: the starter withdraws a running instance. */
export function cancelInstance(db: Db, env: BpmEnv, actor: Actor, input: { id: number; reason: string }): Promise<void> {
  return inStep(db, env, async (trx, messages) => {
    const instance = await lockInstance(trx, input.id);
    if (!instance || instance.status !== InstanceStatus.RUNNING) throw new ServiceError(BpmErrors.PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS);
    if (instance.startUserId !== actor.id) throw new ServiceError(BpmErrors.PROCESS_INSTANCE_CANCEL_FAIL_NOT_SELF);
    const runtime = await runtimeOf(trx, instance.processDefinitionId);
    await finishInstance(trx, messages, instance, runtime.key, InstanceResult.CANCEL, `主动取消任务，原因：${input.reason}`);
  });
}

/**
 * Lets the due timers of waiting instances fire (the bpmTimerJob, once per cluster): each instance in its own
 * transaction, skipped when another process holds it. `tenantDb` gives the instance's tenant its scoped handle.
 */
export async function fireDueTimers(root: Db, tenantDb: (tenantId: number) => Db, env: BpmEnv, limit = 100): Promise<number> {
  // Due times are the engine's (this server's clock), so they are compared with it too.
  const now = new Date();
  const due = await root
    .selectFrom('bpm_process_instance')
    .select(['id', 'tenantId'])
    .where('timerDueTime', '<=', at(now))
    .where('status', '=', InstanceStatus.RUNNING)
    .orderBy('timerDueTime')
    .limit(limit)
    .execute();
  let fired = 0;
  for (const { id, tenantId } of due) {
    const db = tenantDb(tenantId);
    try {
      fired += await inStep(db, env, async (trx, messages) => {
        const instance = await trx
          .selectFrom('bpm_process_instance')
          .select(INSTANCE_COLUMNS)
          .where('id', '=', id)
          .where('status', '=', InstanceStatus.RUNNING)
          .where('timerDueTime', '<=', at(now))
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!instance?.engineState) return 0;
        const runtime = await runtimeOf(trx, instance.processDefinitionId);
        const outcome = await env.engines.resume(runtime, `instance-${instance.id}`, instance.engineState);
        await applyStep(trx, messages, instance, runtime, outcome);
        return 1;
      });
    } catch (err) {
      // What follows the timer cannot run now (no assignee…): tried again in a minute, the others go on.
      env.log.warn({ err, processInstanceId: id }, 'workflow timer step failed');
      await db.updateTable('bpm_process_instance').set({ timerDueTime: new Date(now.getTime() + 60_000) }).where('id', '=', id).execute();
    }
  }
  return fired;
}
