import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../src/platform/errors';
import { taskCandidates } from '../src/modules/bpm/runtime/assignee';
import { ElementsStep } from '../src/modules/bpm/runtime/engine-bpmn-elements';
import { LiveEngines } from '../src/modules/bpm/runtime/engine-live-engines';
import { compileProcess } from '../src/modules/bpm/runtime/engine';
import { forgetDefinitionRuntimes } from '../src/modules/bpm/runtime/service';
import { diagramBpmn, twoStepBpmn, type DiagramFlow, type DiagramNode } from './support/bpmn';
import { createTestCluster, type Envelope, type TestApp } from './support/test-app';
import { insertUser } from './support/users';

type Page<T> = { list: T[]; total: number };
type Todo = { id: number; name: string; processInstance: { id: number } };
type TaskRow = { id: number; definitionKey: string; result: number; reason: string | null; assigneeUser: { id: number } | null };
type Rules = Record<string, { type: number; options: number[] }>;

const PERMISSIONS = ['bpm:process-instance:query', 'bpm:process-instance:cancel', 'bpm:task:query', 'bpm:task:update'];
const timerXml = (duration: string) =>
  `<bpmn2:timerEventDefinition><bpmn2:timeDuration xsi:type="bpmn2:tFormalExpression">${duration}</bpmn2:timeDuration></bpmn2:timerEventDefinition>`;

/**
 * The runtime across processes (two apps on one database, as two server processes): assignment by every rule type,
 * countersigning, one winner of two simultaneous approvals, timers that fire after a restart, and instances whose
 * tasks are completed through both processes at once.
 */
describe('workflow runtime across processes', () => {
  let a: TestApp;
  let b: TestApp;
  let spare: TestApp;
  let admin: string;
  const users: Record<string, { id: number; token: string; tokenB: string }> = {};

  beforeAll(async () => {
    const apps = await createTestCluster(3);
    [a, b, spare] = [apps[0]!, apps[1]!, apps[2]!];
    admin = (await a.login()).accessToken;
    const role = await a.database.db.insertInto('system_role').values({ name: '审批人', code: 'approver', dataScopeDeptIds: '[]', remark: null, tenantId: 1 }).returning('id').executeTakeFirstOrThrow();
    const menus = await a.database.db.selectFrom('system_menu').select('id').where('permission', 'in', PERMISSIONS).execute();
    await a.database.db.insertInto('system_role_menu').values(menus.map((m) => ({ roleId: role.id, menuId: m.id, tenantId: 1 }))).execute();
    for (const name of ['starter', 'leader', 'boss', 'peer']) {
      const username = `${name}wf2`;
      const id = await insertUser(a, { username, roleIds: [role.id] });
      users[name] = { id, token: (await a.login(username, 'pass1234')).accessToken, tokenB: (await b.login(username, 'pass1234')).accessToken };
    }
  });
  afterAll(async () => {
    await spare.close();
    await b.close();
    await a.close();
  });

  const call = <T = unknown>(app: TestApp, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>): Promise<Envelope<T>> =>
    method === 'GET'
      ? app.api<T>({ method, url: `/admin-api/bpm/${url}`, token, query: body as Record<string, string> | undefined })
      : app.api<T>({ method, url: `/admin-api/bpm/${url}`, token, payload: body });
  const ok = async <T>(p: Promise<Envelope<T>>): Promise<T> => {
    const r = await p;
    expect(r, r.msg).toMatchObject({ code: 0 });
    return r.data;
  };

  async function deploy(key: string, xml: string, rules: Rules): Promise<number> {
    const formId = await ok(call<number>(a, admin, 'POST', 'form/create', { name: `${key}表单`, status: 0, conf: '{}', fields: [] }));
    const id = await ok(call<number>(a, admin, 'POST', 'model/create', { key, name: key }));
    await ok(call(a, admin, 'PUT', 'model/update', { id, bpmnXml: xml, category: '1', formType: 10, formId }));
    for (const [taskDefinitionKey, rule] of Object.entries(rules)) await ok(call(a, admin, 'POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey, ...rule }));
    await ok(call(a, admin, 'POST', `model/deploy?id=${id}`));
    return (await ok(call<{ processDefinition: { id: number } }>(a, admin, 'GET', 'model/get', { id: String(id) }))).processDefinition.id;
  }
  const todo = async (who: string, app = a) => (await ok(call<Page<Todo>>(app, app === a ? users[who]!.token : users[who]!.tokenB, 'GET', 'task/todo-page', { pageNo: '1', pageSize: '100' }))).list;
  const tasksOf = (id: number) => ok(call<TaskRow[]>(a, users.starter!.token, 'GET', 'task/list-by-process-instance-id', { processInstanceId: String(id) }));
  const instanceOf = (id: number) => ok(call<{ status: number; result: number }>(a, users.starter!.token, 'GET', 'process-instance/get', { id: String(id) }));
  const start = (definitionId: number, app = a) => ok(call<number>(app, app === a ? users.starter!.token : users.starter!.tokenB, 'POST', 'process-instance/create', { processDefinitionId: definitionId, variables: {} }));

  it('computes candidates by every rule type and script; disabled users removed; none left refused', async () => {
    const db = a.app.tenantDb(1);
    const root = a.database.db;
    const d1 = (await root.insertInto('system_dept').values({ name: '一部', parentId: 100, leaderUserId: users.boss!.id, phone: null, email: null, tenantId: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const d2 = (await root.insertInto('system_dept').values({ name: '一部一组', parentId: d1, leaderUserId: users.leader!.id, phone: null, email: null, tenantId: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    await root.updateTable('system_users').set({ deptId: d2 }).where('id', 'in', [users.starter!.id, users.peer!.id]).execute();
    const disabled = await insertUser(a, { username: 'gonewf2', deptId: d2, status: 1 });
    const post = (await root.insertInto('system_post').values({ code: 'wf_post', name: '审批岗', remark: null, tenantId: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    await root.insertInto('system_user_post').values([users.peer!.id, disabled].map((userId) => ({ userId, postId: post, tenantId: 1 }))).execute();
    const role = (await root.insertInto('system_role').values({ name: '候选', code: 'candidates', dataScopeDeptIds: '[]', remark: null, tenantId: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    await root.insertInto('system_user_role').values([users.leader!.id, disabled].map((userId) => ({ userId, roleId: role, tenantId: 1 }))).execute();
    const group = await ok(call<number>(a, admin, 'POST', 'user-group/create', { name: '评审组', description: 'x', memberUserIds: [users.boss!.id, users.peer!.id], status: 0 }));
    const offGroup = await ok(call<number>(a, admin, 'POST', 'user-group/create', { name: '停用的组', description: 'x', memberUserIds: [users.boss!.id], status: 0 }));
    await root.updateTable('bpm_user_group').set({ status: 1 }).where('id', '=', offGroup).execute();

    const model = await ok(call<number>(a, admin, 'POST', 'model/create', { key: 'candidates', name: '候选人' }));
    const cases: Array<[string, number, number[], number[] | 'none']> = [
      ['role', 10, [role], [users.leader!.id]],
      ['deptMembers', 20, [d2], [users.starter!.id, users.peer!.id]],
      ['deptLeader', 21, [d1, d2], [users.leader!.id, users.boss!.id]],
      ['post', 22, [post], [users.peer!.id]],
      ['user', 30, [users.peer!.id, disabled], [users.peer!.id]],
      ['group', 40, [group], [users.boss!.id, users.peer!.id]],
      ['disabledGroup', 40, [offGroup], 'none'],
      ['starter', 50, [10], [users.starter!.id]],
      ['leaderX1', 50, [20], [users.leader!.id]],
      ['leaderX2', 50, [21], [users.boss!.id]],
      ['scripts', 50, [10, 21], [users.starter!.id, users.boss!.id]],
      ['nobody', 30, [disabled], 'none'],
    ];
    await root
      .insertInto('bpm_task_assign_rule')
      .values(cases.map(([key, type, options]) => ({ modelId: model, processDefinitionId: 424242, taskDefinitionKey: key, type, options: JSON.stringify(options), tenantId: 1 })))
      .execute();
    for (const [key, , , expected] of cases) {
      const found = taskCandidates(db, 424242, key, users.starter!.id);
      if (expected === 'none') await expect(found).rejects.toMatchObject({ code: 1009006003, message: '操作失败，原因：找不到任务的审批人！' });
      else expect((await found).sort((x, y) => x - y), key).toEqual([...expected].sort((x, y) => x - y));
    }
    // A starter without a department has no leaders.
    await expect(taskCandidates(db, 424242, 'leaderX1', users.boss!.id)).rejects.toBeInstanceOf(ServiceError);
    await expect(taskCandidates(db, 424242, 'missing', users.starter!.id)).rejects.toMatchObject({ code: 1009006005 });
  });

  const countersign = (sequential: boolean) =>
    diagramBpmn(
      sequential ? 'sequential_sign' : 'parallel_sign',
      sequential ? 'sequential_sign' : 'parallel_sign',
      [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'sign', type: 'userTask', name: '会签', inner: `<bpmn2:multiInstanceLoopCharacteristics${sequential ? ' isSequential="true"' : ''} />`, at: [1, 0] },
        { id: 'end', type: 'endEvent', at: [2, 0] },
      ],
      [
        { id: 'f1', from: 'start', to: 'sign' },
        { id: 'f2', from: 'sign', to: 'end' },
      ],
    );

  it('countersigns in parallel: one task per candidate, the process moves on when all approved; one rejection ends it', async () => {
    const definition = await deploy('parallel_sign', countersign(false), { sign: { type: 30, options: [users.leader!.id, users.boss!.id] } });
    const id = await start(definition);
    expect((await tasksOf(id)).map((t) => t.assigneeUser?.id).sort()).toEqual([users.leader!.id, users.boss!.id].sort());
    // A countersigner cannot be handed a second task of the same step.
    expect(await call(a, users.leader!.token, 'PUT', 'task/update-assignee', { id: (await todo('leader'))[0]!.id, assigneeUserId: users.boss!.id })).toMatchObject({ code: 1009005002 });
    await ok(call(a, users.leader!.token, 'PUT', 'task/approve', { id: (await todo('leader'))[0]!.id, reason: '同意' }));
    expect(await instanceOf(id)).toMatchObject({ status: 1 });
    await ok(call(a, users.boss!.token, 'PUT', 'task/approve', { id: (await todo('boss'))[0]!.id, reason: '同意' }));
    expect(await instanceOf(id)).toMatchObject({ status: 2, result: 2 });

    const rejected = await start(definition);
    await ok(call(a, users.leader!.token, 'PUT', 'task/reject', { id: (await todo('leader'))[0]!.id, reason: '不行' }));
    expect(await instanceOf(rejected)).toMatchObject({ status: 2, result: 3 });
    expect((await tasksOf(rejected)).map((t) => [t.result, t.reason]).sort()).toEqual([
      [3, '不行'],
      [4, '不通过任务，原因：不行'],
    ]);
    expect(await todo('boss')).toEqual([]);
  });

  it('moves on once when parallel countersigners approve at the same moment through two processes', async () => {
    const definition = await deploy('parallel_sign_race', countersign(false).replaceAll('parallel_sign', 'parallel_sign_race'), {
      sign: { type: 30, options: [users.leader!.id, users.boss!.id] },
    });
    const ids = await Promise.all(Array.from({ length: 6 }, () => start(definition)));
    const mine = async (who: 'leader' | 'boss') => (await todo(who)).filter((t) => ids.includes(t.processInstance.id));
    const [leaderTasks, bossTasks] = [await mine('leader'), await mine('boss')];
    // Each instance's two tasks approved together, one through each process: whichever commits second sees the
    // other's approval (its read follows the instance's lock) and ends the instance.
    const answers = await Promise.all(
      ids.flatMap((id) => [
        call(a, users.leader!.token, 'PUT', 'task/approve', { id: leaderTasks.find((t) => t.processInstance.id === id)!.id, reason: 'a' }),
        call(b, users.boss!.tokenB, 'PUT', 'task/approve', { id: bossTasks.find((t) => t.processInstance.id === id)!.id, reason: 'b' }),
      ]),
    );
    expect(answers.map((r) => r.code)).toEqual(answers.map(() => 0));
    for (const id of ids) expect(await instanceOf(id)).toMatchObject({ status: 2, result: 2 });
  });

  it('countersigns in turn: the next candidate’s task after each approval', async () => {
    const definition = await deploy('sequential_sign', countersign(true), { sign: { type: 30, options: [users.leader!.id, users.boss!.id] } });
    const id = await start(definition);
    expect((await tasksOf(id)).map((t) => t.assigneeUser?.id)).toEqual([users.leader!.id]);
    await ok(call(a, users.leader!.token, 'PUT', 'task/approve', { id: (await todo('leader'))[0]!.id, reason: '先批' }));
    expect((await tasksOf(id)).map((t) => [t.assigneeUser?.id, t.result])).toEqual([
      [users.leader!.id, 2],
      [users.boss!.id, 1],
    ]);
    await ok(call(a, users.boss!.token, 'PUT', 'task/approve', { id: (await todo('boss'))[0]!.id, reason: '后批' }));
    expect(await instanceOf(id)).toMatchObject({ status: 2, result: 2 });
  });

  let twoStep: number;

  it('lets one of two simultaneous approvals of a task win, through two processes', async () => {
    twoStep = await deploy('cluster_two_step', twoStepBpmn('cluster_two_step', 'cluster_two_step'), {
      manager: { type: 30, options: [users.leader!.id] },
      hr: { type: 30, options: [users.boss!.id] },
    });
    const id = await start(twoStep);
    const [task] = await todo('leader');
    const answers = await Promise.all([
      call(a, users.leader!.token, 'PUT', 'task/approve', { id: task!.id, reason: 'A' }),
      call(b, users.leader!.tokenB, 'PUT', 'task/approve', { id: task!.id, reason: 'B' }),
    ]);
    expect(answers.map((r) => r.code).sort()).toEqual([0, 1009005000]);
    // Exactly one next task, not two.
    expect((await tasksOf(id)).map((t) => [t.definitionKey, t.result])).toEqual([
      ['manager', 2],
      ['hr', 1],
    ]);
  });

  it('completes the tasks of many instances through both processes at once, each exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => start(twoStep, i % 2 ? a : b)));
    const step = async (who: 'leader' | 'boss') => {
      const tasks = (await todo(who)).filter((t) => ids.includes(t.processInstance.id));
      expect(tasks).toHaveLength(ids.length);
      const answers = await Promise.all(
        tasks.flatMap((t) => [
          call(a, users[who]!.token, 'PUT', 'task/approve', { id: t.id, reason: 'a' }),
          call(b, users[who]!.tokenB, 'PUT', 'task/approve', { id: t.id, reason: 'b' }),
        ]),
      );
      expect(answers.filter((r) => r.code === 0)).toHaveLength(ids.length);
      expect(answers.filter((r) => r.code !== 0).every((r) => r.code === 1009005000)).toBe(true);
    };
    await step('leader');
    await step('boss');
    for (const id of ids) {
      expect(await instanceOf(id)).toMatchObject({ status: 2, result: 2 });
      expect((await tasksOf(id)).map((t) => [t.definitionKey, t.result])).toEqual([
        ['manager', 2],
        ['hr', 2],
      ]);
    }
  });

  it('takes each step from the saved state, whichever process moved the instance last; no engine is kept for ours', async () => {
    const kept = (app: TestApp) => app.app.bpmEngines.kept();
    const [keptA, keptB] = [await kept(a), await kept(b)];
    const id = await start(twoStep, a);
    const managerTask = (await todo('leader')).find((t) => t.processInstance.id === id)!;
    await ok(call(b, users.leader!.tokenB, 'PUT', 'task/approve', { id: managerTask.id, reason: 'b' }));
    const hrTask = (await todo('boss')).find((t) => t.processInstance.id === id)!;
    await ok(call(a, users.boss!.token, 'PUT', 'task/approve', { id: hrTask.id, reason: 'a' }));
    expect(await instanceOf(id)).toMatchObject({ status: 2, result: 2 });
    // Our engine's steps run on the request thread from the saved state: nothing is kept between them.
    expect([await kept(a), await kept(b)]).toEqual([keptA, keptB]);

    // A step that fails after the engine moved on (the next step's only candidate is disabled) is rolled back; the
    // next approval starts again from the state the database still has.
    const blocked = await deploy('kept_engine_rollback', twoStepBpmn('kept_engine_rollback', 'kept_engine_rollback'), {
      manager: { type: 30, options: [users.leader!.id] },
      hr: { type: 30, options: [users.peer!.id] },
    });
    const second = await start(blocked, a);
    const first = (await todo('leader')).find((t) => t.processInstance.id === second)!;
    await a.database.db.updateTable('system_users').set({ status: 1 }).where('id', '=', users.peer!.id).execute();
    try {
      expect(await call(a, users.leader!.token, 'PUT', 'task/approve', { id: first.id, reason: '先批' })).toMatchObject({ code: 1009006003 });
    } finally {
      await a.database.db.updateTable('system_users').set({ status: 0 }).where('id', '=', users.peer!.id).execute();
    }
    expect((await tasksOf(second)).map((t) => [t.definitionKey, t.result])).toEqual([['manager', 1]]);
    await ok(call(a, users.leader!.token, 'PUT', 'task/approve', { id: first.id, reason: '再批' }));
    expect((await tasksOf(second)).map((t) => [t.definitionKey, t.result, t.assigneeUser?.id])).toEqual([
      ['manager', 2, users.leader!.id],
      ['hr', 1, users.peer!.id],
    ]);
  });

  it('goes on in bpmn-elements with an instance saved in its shape (before our engine), through either process, to the end', async () => {
    const id = await start(twoStep, a);
    // The instance as bpmn-elements saved it: its state, and the open task and its history under its execution id.
    const saved = (await ElementsStep.start(await compileProcess(twoStepBpmn('cluster_two_step', 'cluster_two_step')), new LiveEngines(), `instance-${id}`, {})).finish();
    expect(saved.state).toMatch(/^\{"name":/);
    const executionId = saved.waiting[0]!.executionId;
    const root = a.database.db;
    await root.updateTable('bpm_process_instance').set({ engineState: saved.state }).where('id', '=', id).execute();
    await root.updateTable('bpm_task').set({ executionId }).where('processInstanceId', '=', id).execute();
    await root.updateTable('bpm_activity').set({ executionId }).where('processInstanceId', '=', id).where('key', '=', 'manager').execute();
    const keptB = await b.app.bpmEngines.kept();

    const managerTask = (await todo('leader')).find((t) => t.processInstance.id === id)!;
    await ok(call(b, users.leader!.tokenB, 'PUT', 'task/approve', { id: managerTask.id, reason: 'b' }));
    const state = (await root.selectFrom('bpm_process_instance').select('engineState').where('id', '=', id).executeTakeFirstOrThrow()).engineState;
    expect(state).toMatch(/^\{"name":/);
    // bpmn-elements' steps run on b's engine thread, which keeps the waiting engine.
    expect(await b.app.bpmEngines.kept()).toBe(keptB + 1);
    const hrTask = (await todo('boss')).find((t) => t.processInstance.id === id)!;
    await ok(call(a, users.boss!.token, 'PUT', 'task/approve', { id: hrTask.id, reason: 'a' }));
    expect(await instanceOf(id)).toMatchObject({ status: 2, result: 2 });
    expect((await tasksOf(id)).map((t) => [t.definitionKey, t.result])).toEqual([
      ['manager', 2],
      ['hr', 2],
    ]);
  });

  it('does not make the other processes drop their caches for a workflow step, as it does for other writes', async () => {
    let heard = 0;
    b.app.clusterBus.onChange(() => (heard += 1));
    const id = await start(twoStep, a);
    await ok(call(a, users.leader!.token, 'PUT', 'task/approve', { id: (await todo('leader')).find((t) => t.processInstance.id === id)!.id, reason: 'a' }));
    await ok(call(a, users.starter!.token, 'DELETE', 'process-instance/cancel', { id, reason: '不用了' }));
    // A write of another kind afterwards: b hears it, and had heard nothing before it (one channel, in order).
    expect(await a.api({ method: 'POST', url: '/admin-api/system/post/create', token: admin, payload: { name: '流程岗位', code: 'bpm_cache_post', sort: 0, status: 0 } })).toMatchObject({ code: 0 });
    await vi.waitFor(() => expect(heard).toBeGreaterThan(0), { timeout: 5000, interval: 20 });
    expect(heard).toBe(1);
  });

  it('fires timers in another process after the one that armed them stopped (a boundary timer and a catch event)', async () => {
    const nodes: DiagramNode[] = [
      { id: 'start', type: 'startEvent', at: [0, 0] },
      { id: 'pause', type: 'intermediateCatchEvent', name: '等待 30 分钟', inner: timerXml('PT30M'), at: [1, 0] },
      { id: 'review', type: 'userTask', name: '审核', at: [2, 0] },
      { id: 'late', type: 'boundaryEvent', name: '超时', attachedTo: 'review', inner: timerXml('PT1H'), at: [2, 1] },
      { id: 'escalate', type: 'userTask', name: '上级处理', at: [3, 1] },
      { id: 'end', type: 'endEvent', at: [4, 0] },
    ];
    const flows: DiagramFlow[] = [
      { id: 'f1', from: 'start', to: 'pause' },
      { id: 'f2', from: 'pause', to: 'review' },
      { id: 'f3', from: 'review', to: 'end' },
      { id: 'f4', from: 'late', to: 'escalate' },
      { id: 'f5', from: 'escalate', to: 'end' },
    ];
    const definition = await deploy('timers', diagramBpmn('timers', 'timers', nodes, flows), {
      review: { type: 30, options: [users.leader!.id] },
      escalate: { type: 30, options: [users.boss!.id] },
    });
    // Armed by the spare process, which then stops; the others have never compiled the diagram.
    const id = await start(definition, spare);
    const due = async () => (await a.database.db.selectFrom('bpm_process_instance').select('timerDueTime').where('id', '=', id).executeTakeFirstOrThrow()).timerDueTime;
    const armedAt = Date.now();
    expect((await due())! - armedAt).toBeGreaterThan(29 * 60_000);
    expect(await tasksOf(id)).toEqual([]);
    await spare.close();
    forgetDefinitionRuntimes();

    const job = a.app.jobHandlers.get('bpmTimerJob')!;
    const runJobAt = async (ms: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: ms });
      try {
        return await job.run({ db: a.database.db, param: null, signal: new AbortController().signal, log: a.app.log });
      } finally {
        vi.useRealTimers();
      }
    };
    // Not yet due: nothing happens.
    expect(await runJobAt(armedAt + 10 * 60_000)).toBe('触发定时器 0 个');
    expect(await runJobAt(armedAt + 31 * 60_000)).toBe('触发定时器 1 个');
    expect((await tasksOf(id)).map((t) => [t.definitionKey, t.result])).toEqual([['review', 1]]);
    expect((await due())! - armedAt).toBeGreaterThan(90 * 60_000);
    // The boundary timer takes the flow from 审核 to 上级处理.
    expect(await runJobAt(armedAt + 95 * 60_000)).toBe('触发定时器 1 个');
    expect((await tasksOf(id)).map((t) => [t.definitionKey, t.result, t.reason])).toEqual([
      ['review', 4, '系统自动取消，原因：定时器到期，流程已离开该节点'],
      ['escalate', 1, null],
    ]);
    expect(await due()).toBeNull();
    await ok(call(b, users.boss!.tokenB, 'PUT', 'task/approve', { id: (await todo('boss', b))[0]!.id, reason: '已处理' }));
    expect(await instanceOf(id)).toMatchObject({ status: 2, result: 2 });
  });
});
