import { BpmErrors, UserErrors } from '@console/contracts/error-codes';
import { InstanceResult, InstanceStatus } from '@console/contracts/bpm/process';
import { SuspensionState } from '@console/contracts/bpm/model';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { ServiceError } from '../../../platform/errors';
import { mapUniqueViolation } from '../../../platform/unique';
import { pickAssignee, ruleCandidates, type AssignRule, type Person } from './assignee';
import { compileProcess, EngineStep, type CompiledProcess } from './engine';
import { BpmMessages, type BpmEnv } from './messages';

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
}

/** What never changes once a definition is deployed: its key, its compiled diagram, its frozen task rules. */
interface DefinitionRuntime {
  id: number;
  key: string;
  process: CompiledProcess;
  rules: ReadonlyMap<string, AssignRule>;
}

const runtimes = new Map<number, Promise<DefinitionRuntime>>();

/** A deployed definition's runtime, loaded and compiled once per process (a definition never changes). */
function runtimeOf(trx: Db, id: number): Promise<DefinitionRuntime> {
  let runtime = runtimes.get(id);
  if (!runtime) {
    runtime = (async () => {
      const definition = await trx.selectFrom('bpm_process_definition').select(['id', 'key', 'bpmnXml']).where('id', '=', id).executeTakeFirst();
      if (!definition) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_NOT_EXISTS);
      const rules = await trx.selectFrom('bpm_task_assign_rule').select(['taskDefinitionKey', 'type', 'options']).where('processDefinitionId', '=', id).execute();
      return {
        id,
        key: definition.key,
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

/** One step: its transaction, then the messages it queued. */
async function inStep<T>(db: Db, env: BpmEnv, work: (trx: Db, messages: BpmMessages) => Promise<T>): Promise<T> {
  const messages = new BpmMessages(env);
  const result = await db.transaction().execute((trx) => work(trx, messages));
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

/** Writes the tasks of assignments and queues the assignees' messages; answers the first task id of each execution. */
async function insertTasks(trx: Db, messages: BpmMessages, instance: InstanceRow, assignments: Assignment[], known?: Map<number, Person>): Promise<Map<string, number>> {
  const values = assignments.flatMap((a) =>
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
  const firstTask = new Map<string, number>();
  if (!values.length) return firstTask;
  const rows = await trx.insertInto('bpm_task').values(values).returning(['id', 'executionId']).execute();
  for (const row of rows) if (!firstTask.has(row.executionId)) firstTask.set(row.executionId, row.id);
  const people = await peopleOf(trx, [instance.startUserId, ...values.map((v) => v.assigneeUserId)], known);
  const startUserNickname = people.get(instance.startUserId)?.nickname ?? String(instance.startUserId);
  for (const v of values) {
    await messages.taskAssigned(trx, people.get(v.assigneeUserId)?.mobile ?? '', v.assigneeUserId, { instanceId: instance.id, processInstanceName: instance.name, taskName: v.name, startUserNickname });
  }
  return firstTask;
}

/** Ends an instance with its result: its open tasks cancelled with the reason, its history closed, its business told. */
async function finishInstance(trx: Db, messages: BpmMessages, instance: InstanceRow, processKey: string, result: number, openTaskReason?: string) {
  const now = new Date();
  // One statement: the history closed, the open tasks cancelled (when there is a reason), the instance ended.
  const ending = trx
    .with('closed', (db) => db.updateTable('bpm_activity').set({ endTime: now }).where('processInstanceId', '=', instance.id).where('endTime', 'is', null))
    .with('cancelled', (db) =>
      db
        .updateTable('bpm_task')
        .set({ result: InstanceResult.CANCEL, reason: (openTaskReason ?? '').slice(0, 255), endTime: now, updateTime: now })
        .where('processInstanceId', '=', instance.id)
        .where('result', '=', InstanceResult.PROCESS)
        .where(sql<boolean>`${openTaskReason !== undefined}`),
    );
  await ending
    .updateTable('bpm_process_instance')
    .set({ status: InstanceStatus.FINISHED, result, endTime: now, engineState: null, timerDueTime: null, updateTime: now })
    .where('id', '=', instance.id)
    .where('status', '=', InstanceStatus.RUNNING)
    .execute();
  messages.env.engines.forget(`instance-${instance.id}`);
  const listener = resultListeners.get(processKey);
  if (listener && instance.businessKey) await listener(trx, instance.businessKey, result);
  if (result === InstanceResult.APPROVE) {
    const starter = (await peopleOf(trx, [instance.startUserId])).get(instance.startUserId);
    await messages.instanceApproved(trx, starter?.mobile ?? '', instance.startUserId, { instanceId: instance.id, processInstanceName: instance.name });
  }
}

/**
 * Saves what a step of the engine did, in few statements: new tasks (for waits not yet handed out), tasks a timer
 * took away, then the activity history (one upsert: nodes begun, left, or both) with the new state — or the end.
 */
async function applyStep(trx: Db, messages: BpmMessages, instance: InstanceRow, runtime: DefinitionRuntime, step: EngineStep, knownOpen?: ReadonlySet<string>) {
  const outcome = step.finish();
  const open =
    knownOpen ?? new Set((await trx.selectFrom('bpm_task').select('executionId').where('processInstanceId', '=', instance.id).where('result', '=', InstanceResult.PROCESS).execute()).map((t) => t.executionId));
  const waiting = new Set(outcome.waiting.map((w) => w.executionId));
  const assignments: Assignment[] = [];
  const people = new Map<number, Person>();
  for (const wait of outcome.waiting) if (!open.has(wait.executionId)) assignments.push(await assign(trx, instance, runtime, wait, people));
  const taskOf = await insertTasks(trx, messages, instance, assignments, people);

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
  const history = new Map<string, { processInstanceId: number; executionId: string; key: string; type: string; startTime: Date; endTime: Date | null; taskId: number | null }>();
  for (const a of outcome.activities) {
    const row = history.get(a.executionId) ?? { processInstanceId: instance.id, executionId: a.executionId, key: a.key, type: a.type, startTime: a.time, endTime: null, taskId: taskOf.get(a.executionId) ?? null };
    if (a.event === 'end' || a.type === 'sequenceFlow') row.endTime = a.time;
    history.set(a.executionId, row);
  }
  const recordHistory = (db: Pick<Db, 'insertInto'>) =>
    db
      .insertInto('bpm_activity')
      .values([...history.values()])
      .onConflict((oc) =>
        oc.columns(['processInstanceId', 'executionId']).doUpdateSet((eb) => ({
          endTime: eb.fn.coalesce('bpm_activity.endTime', eb.ref('excluded.endTime')),
          taskId: eb.fn.coalesce('bpm_activity.taskId', eb.ref('excluded.taskId')),
        })),
      );

  if (outcome.state === null) {
    if (history.size) await recordHistory(trx).execute();
    await finishInstance(trx, messages, instance, runtime.key, InstanceResult.APPROVE);
    return;
  }
  // The history and the new state in one statement (different tables: neither part sees the other's rows).
  const saveState = (db: Pick<Db, 'updateTable'>) =>
    db.updateTable('bpm_process_instance').set({ engineState: outcome.state, timerDueTime: outcome.timerDueTime, updateTime: new Date() }).where('id', '=', instance.id);
  await saveState(history.size ? trx.with('history', (db) => recordHistory(db)) : trx).execute();
}

export interface StartInput {
  processDefinitionId?: number;
  /** A business module starts its process by key: the latest version. */
  processDefinitionKey?: string;
  variables?: Record<string, unknown>;
  businessKey?: string;
}

/** Starts an instance inside the caller's transaction (a business module writes its own row in the same one). */
export async function startInstanceIn(trx: Db, messages: BpmMessages, actor: Actor, input: StartInput): Promise<number> {
  let q = trx.selectFrom('bpm_process_definition').select(['id', 'name', 'category', 'suspensionState']);
  q = input.processDefinitionId !== undefined ? q.where('id', '=', input.processDefinitionId) : q.where('key', '=', input.processDefinitionKey ?? '').orderBy('version', 'desc').limit(1);
  const definition = await q.executeTakeFirst();
  if (!definition) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_NOT_EXISTS);
  if (definition.suspensionState !== SuspensionState.ACTIVE) throw new ServiceError(BpmErrors.PROCESS_DEFINITION_IS_SUSPENDED);
  const variables = input.variables ?? {};
  const row = await trx
    .insertInto('bpm_process_instance')
    .values({
      processDefinitionId: definition.id,
      name: definition.name,
      category: definition.category,
      startUserId: actor.id,
      formVariables: JSON.stringify(variables),
      businessKey: input.businessKey ?? null,
      creator: String(actor.id),
      updater: String(actor.id),
    })
    .returning(INSTANCE_COLUMNS)
    .executeTakeFirstOrThrow();
  const runtime = await runtimeOf(trx, definition.id);
  const step = await EngineStep.start(runtime.process, messages.env.engines, `instance-${row.id}`, variables);
  await applyStep(trx, messages, row, runtime, step, new Set());
  return row.id;
}

export function startInstance(db: Db, env: BpmEnv, actor: Actor, input: StartInput): Promise<number> {
  return inStep(db, env, (trx, messages) => startInstanceIn(trx, messages, actor, input));
}

/** The instance of a task, locked: its lock orders every change of the instance and its tasks. */
function lockInstanceOfTask(trx: Db, taskId: number): Promise<InstanceRow | undefined> {
  return trx
    .selectFrom('bpm_process_instance')
    .select(INSTANCE_COLUMNS)
    .where('id', '=', (eb) => eb.selectFrom('bpm_task').select('processInstanceId').where('id', '=', taskId))
    .forUpdate()
    .executeTakeFirst();
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

/** 通过: the task approved with the reason; the process moves on once every countersigner has approved. */
export function approveTask(db: Db, env: BpmEnv, actor: Actor, input: { id: number; reason: string }): Promise<void> {
  return inStep(db, env, async (trx, messages) => {
    const instance = await lockInstanceOfTask(trx, input.id);
    if (!instance || instance.status !== InstanceStatus.RUNNING) throw refusal(instance, undefined);
    const now = new Date();
    // Under the instance's lock, one statement approves the task if it is still open and the caller's, and reads the
    // instance's other open tasks; only a refusal reads the task again, to say why.
    const task = await trx
      .with('approved', (db) =>
        db
          .updateTable('bpm_task')
          .set({ result: InstanceResult.APPROVE, reason: input.reason, endTime: now, updateTime: now, updater: String(actor.id) })
          .where('id', '=', input.id)
          .where('processInstanceId', '=', instance.id)
          .where('result', '=', InstanceResult.PROCESS)
          .where('assigneeUserId', '=', actor.id)
          .returning(['id', 'executionId', 'definitionKey', 'name', 'nextAssigneeUserIds']),
      )
      .selectFrom('approved')
      .selectAll('approved')
      .select((eb) =>
        eb
          .fn<string[]>('array', [
            eb.selectFrom('bpm_task').select('executionId').where('processInstanceId', '=', instance.id).where('result', '=', InstanceResult.PROCESS).where('id', '!=', input.id),
          ])
          .as('otherOpen'),
      )
      .executeTakeFirst();
    if (!task) throw refusal(instance, await trx.selectFrom('bpm_task').select('result').where('id', '=', input.id).executeTakeFirst());
    const next = task.nextAssigneeUserIds ? (JSON.parse(task.nextAssigneeUserIds) as number[]) : [];
    if (next.length) {
      // Sequential countersign: the next candidate's turn.
      const rest = next.slice(1);
      await insertTasks(trx, messages, instance, [{ executionId: task.executionId, key: task.definitionKey, name: task.name, assignees: [{ userId: next[0]!, next: rest.length ? JSON.stringify(rest) : null }] }]);
      return;
    }
    if (task.otherOpen.includes(task.executionId)) return; // parallel countersign: the others still have to approve
    const runtime = await runtimeOf(trx, instance.processDefinitionId);
    const step = await EngineStep.resume(runtime.process, env.engines, `instance-${instance.id}`, instance.engineState!);
    await step.complete(task.executionId);
    await applyStep(trx, messages, instance, runtime, step, new Set(task.otherOpen));
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
        const step = await EngineStep.resume(runtime.process, env.engines, `instance-${instance.id}`, instance.engineState);
        await applyStep(trx, messages, instance, runtime, step);
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
