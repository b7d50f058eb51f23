import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diagramBpmn, twoStepBpmn, type DiagramFlow, type DiagramNode } from './support/bpmn';
import { createTestApp, type Envelope, type TestApp } from './support/test-app';
import { startAliyunSmsStandIn, type SmsStandIn } from './support/sms-stand-ins';
import { insertUser } from './support/users';

type Page<T> = { list: T[]; total: number };
type Todo = { id: number; name: string; processInstance: { id: number; name: string; startUserNickname: string } };
type Instance = { id: number; status: number; result: number; formVariables: Record<string, unknown>; tasks?: Array<{ id: number; name: string }> };
type TaskRow = { id: number; name: string; definitionKey: string; result: number; reason: string | null; assigneeUser: { id: number; nickname: string } | null };
type Rules = Record<string, { type: number; options: number[] }>;

const WORKFLOW_PERMISSIONS = ['bpm:process-instance:query', 'bpm:process-instance:cancel', 'bpm:task:query', 'bpm:task:update', 'bpm:oa-leave:query', 'bpm:oa-leave:create'];

/** The runtime (reference pay-bpm §2.5): starting, approving, rejecting, transferring, cancelling; gateways; the OA leave. */
describe('workflow runtime', () => {
  let t: TestApp;
  let aliyun: SmsStandIn;
  let admin: string;
  let roleId: number;
  const users: Record<string, { id: number; token: string }> = {};

  beforeAll(async () => {
    aliyun = await startAliyunSmsStandIn({ LTAIkey: 'aliyun-secret' });
    t = await createTestApp({ smsEndpoints: { aliyun: aliyun.url, tencent: 'http://127.0.0.1:9' } });
    admin = (await t.login()).accessToken;
    // A role with the workflow's task permissions for the people below.
    roleId = (
      await t.database.db.insertInto('system_role').values({ name: '审批人', code: 'approver', dataScopeDeptIds: '[]', remark: null, tenantId: 1 }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const menus = await t.database.db.selectFrom('system_menu').select('id').where('permission', 'in', WORKFLOW_PERMISSIONS).execute();
    await t.database.db.insertInto('system_role_menu').values(menus.map((m) => ({ roleId, menuId: m.id, tenantId: 1 }))).execute();
    for (const [name, mobile] of [
      ['alice', '13800000001'],
      ['bob', '13800000002'],
      ['carol', '13800000003'],
      ['dave', ''],
    ] as const) {
      const username = `${name}wf1`;
      const id = await insertUser(t, { username, mobile, roleIds: [roleId], deptId: 105 });
      users[name] = { id, token: (await t.login(username, 'pass1234')).accessToken };
    }
  });
  afterAll(async () => {
    await t.close();
    await aliyun.close();
  });

  const call = <T = unknown>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>): Promise<Envelope<T>> =>
    method === 'GET'
      ? t.api<T>({ method, url: `/admin-api/bpm/${url}`, token, query: body as Record<string, string> | undefined })
      : t.api<T>({ method, url: `/admin-api/bpm/${url}`, token, payload: body });
  const ok = async <T>(p: Promise<Envelope<T>>): Promise<T> => {
    const r = await p;
    expect(r, r.msg).toMatchObject({ code: 0 });
    return r.data;
  };

  /** A model with a designed form, its rules, deployed: the definition id. */
  async function deploy(key: string, name: string, xml: string, rules: Rules): Promise<number> {
    const formId = await ok(
      call<number>(admin, 'POST', 'form/create', {
        name: `${name}表单`,
        status: 0,
        conf: '{}',
        fields: [JSON.stringify({ __config__: { label: '天数', tag: 'el-input-number', required: true }, __vModel__: 'day' })],
      }),
    );
    const id = await ok(call<number>(admin, 'POST', 'model/create', { key, name }));
    await ok(call(admin, 'PUT', 'model/update', { id, bpmnXml: xml, category: '1', formType: 10, formId }));
    for (const [taskDefinitionKey, rule] of Object.entries(rules)) await ok(call(admin, 'POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey, ...rule }));
    const deployed = await call(admin, 'POST', `model/deploy?id=${id}`);
    expect(deployed, deployed.msg).toMatchObject({ code: 0 });
    return (await ok(call<{ processDefinition: { id: number } }>(admin, 'GET', 'model/get', { id: String(id) }))).processDefinition.id;
  }

  const todo = async (who: string) => (await ok(call<Page<Todo>>(users[who]!.token, 'GET', 'task/todo-page', { pageNo: '1', pageSize: '50' }))).list;
  const instance = (who: string, id: number) => ok(call<Instance>(users[who]!.token, 'GET', 'process-instance/get', { id: String(id) }));
  const tasksOf = (id: number) => ok(call<TaskRow[]>(users.alice!.token, 'GET', 'task/list-by-process-instance-id', { processInstanceId: String(id) }));
  const start = (who: string, processDefinitionId: number, variables: Record<string, unknown> = {}) =>
    call<number>(users[who]!.token, 'POST', 'process-instance/create', { processDefinitionId, variables });
  const smsTo = (mobile: string, templateCode: string) =>
    t.database.db.selectFrom('system_sms_log').select(['templateContent']).where('mobile', '=', mobile).where('templateCode', '=', templateCode).orderBy('id').execute();

  let twoStep: number;

  it('runs a two-step approval: each task to its rule’s user, refusals for others, the starter told at the end', async () => {
    twoStep = await deploy('runtime_two_step', '两级审批', twoStepBpmn('runtime_two_step', '两级审批'), {
      manager: { type: 30, options: [users.bob!.id] },
      hr: { type: 30, options: [users.carol!.id] },
    });
    const id = await ok(start('alice', twoStep, { day: 3 }));
    expect(await instance('alice', id)).toMatchObject({ status: 1, result: 1, formVariables: { day: 3 } });

    const [bobTask] = await todo('bob');
    expect(bobTask).toMatchObject({ name: '部门审批', processInstance: { id, name: '两级审批', startUserNickname: 'alicewf1-nick' } });
    expect((await smsTo('13800000002', 'bpm_task_assigned'))[0]?.templateContent).toBe(
      `您收到了一条新的待办任务：两级审批-部门审批，申请人：alicewf1-nick，处理链接：http://localhost:48080/bpm/process-instance/detail?id=${id}`,
    );
    // Only the assignee decides; the instance is hidden from people with nothing to do with it.
    expect(await call(users.carol!.token, 'PUT', 'task/approve', { id: bobTask!.id, reason: '同意' })).toMatchObject({ code: 1009005001, msg: '审批任务失败，原因：该任务的审批人不是你' });
    expect(await call(users.carol!.token, 'GET', 'process-instance/get', { id: String(id) })).toMatchObject({ code: 1009004000 });
    const taskList = (who: string, instanceId: number) => call<TaskRow[]>(users[who]!.token, 'GET', 'task/list-by-process-instance-id', { processInstanceId: String(instanceId) });
    expect(await taskList('carol', id)).toMatchObject({ code: 1009004000 });
    expect(await taskList('bob', 99999999)).toMatchObject({ code: 1009004000 });
    expect((await ok(taskList('bob', id))).map((task) => [task.name, task.result, task.assigneeUser?.nickname])).toEqual([['部门审批', 1, 'bobwf1-nick']]);
    expect(await call(users.bob!.token, 'PUT', 'task/approve', { id: 99999999, reason: '同意' })).toMatchObject({ code: 1009005000 });

    await ok(call(users.bob!.token, 'PUT', 'task/approve', { id: bobTask!.id, reason: '同意' }));
    expect(await call(users.bob!.token, 'PUT', 'task/approve', { id: bobTask!.id, reason: '再次' })).toMatchObject({ code: 1009005000, msg: '审批任务失败，原因：该任务不处于未审批' });
    expect(await todo('bob')).toEqual([]);
    const [carolTask] = await todo('carol');
    expect(carolTask).toMatchObject({ name: '人事审批' });
    // Carol now takes part, so she may read the instance.
    expect((await instance('carol', id)).status).toBe(1);
    await ok(call(users.carol!.token, 'PUT', 'task/approve', { id: carolTask!.id, reason: '批准' }));

    expect(await instance('alice', id)).toMatchObject({ status: 2, result: 2 });
    expect((await tasksOf(id)).map((task) => [task.name, task.result, task.reason, task.assigneeUser?.nickname])).toEqual([
      ['部门审批', 2, '同意', 'bobwf1-nick'],
      ['人事审批', 2, '批准', 'carolwf1-nick'],
    ]);
    const done = await ok(call<Page<{ id: number; result: number; reason: string; durationInMillis: number }>>(users.bob!.token, 'GET', 'task/done-page', { pageNo: '1', pageSize: '10' }));
    expect(done.list[0]).toMatchObject({ id: bobTask!.id, result: 2, reason: '同意' });
    const activities = await ok(call<Array<{ key: string; type: string; endTime: number | null; taskId: number | null }>>(users.alice!.token, 'GET', 'activity/list', { processInstanceId: String(id) }));
    expect(activities.filter((a) => a.type !== 'sequenceFlow').map((a) => [a.key, a.type, a.endTime !== null])).toEqual([
      ['start', 'startEvent', true],
      ['manager', 'userTask', true],
      ['hr', 'userTask', true],
      ['end', 'endEvent', true],
    ]);
    expect(activities.filter((a) => a.type === 'sequenceFlow').map((a) => a.key)).toEqual(['f1', 'f2', 'f3']);
    expect(activities.find((a) => a.key === 'manager')?.taskId).toBe(bobTask!.id);
    expect((await smsTo('13800000001', 'bpm_process_instance_approve'))[0]?.templateContent).toBe(
      `您的流程被审批通过：两级审批，查看链接：http://localhost:48080/bpm/process-instance/detail?id=${id}`,
    );
    const mine = await ok(call<Page<Instance>>(users.alice!.token, 'GET', 'process-instance/my-page', { pageNo: '1', pageSize: '10' }));
    expect(mine.list[0]).toMatchObject({ id, status: 2, result: 2, tasks: [] });
  });

  it('rejects: the instance ends as not approved, the starter told the reason', async () => {
    const id = await ok(start('alice', twoStep));
    const [task] = await todo('bob');
    expect(await call(users.bob!.token, 'PUT', 'task/reject', { id: task!.id, reason: '' })).toMatchObject({ code: 400 });
    await ok(call(users.bob!.token, 'PUT', 'task/reject', { id: task!.id, reason: '预算不足' }));
    expect(await instance('alice', id)).toMatchObject({ status: 2, result: 3 });
    expect((await tasksOf(id)).map((x) => [x.result, x.reason])).toEqual([[3, '预算不足']]);
    expect(await todo('carol')).toEqual([]);
    expect((await smsTo('13800000001', 'bpm_process_instance_reject')).at(-1)?.templateContent).toContain('您的流程被审批不通过：两级审批，原因：预算不足');
  });

  it('transfers: only the assignee, only to another enabled user', async () => {
    const id = await ok(start('alice', twoStep));
    const [task] = await todo('bob');
    const disabled = await insertUser(t, { username: 'erinwf1', status: 1 });
    expect(await call(users.alice!.token, 'PUT', 'task/update-assignee', { id: task!.id, assigneeUserId: users.dave!.id })).toMatchObject({ code: 1009005001 });
    expect(await call(users.bob!.token, 'PUT', 'task/update-assignee', { id: task!.id, assigneeUserId: disabled })).toMatchObject({ code: 1009005002 });
    expect(await call(users.bob!.token, 'PUT', 'task/update-assignee', { id: task!.id, assigneeUserId: 99999999 })).toMatchObject({ code: 1002003003 });
    await ok(call(users.bob!.token, 'PUT', 'task/update-assignee', { id: task!.id, assigneeUserId: users.dave!.id }));
    expect(await todo('bob')).toEqual([]);
    expect((await todo('dave')).map((x) => x.id)).toEqual([task!.id]);
    await ok(call(users.dave!.token, 'PUT', 'task/approve', { id: task!.id, reason: '代批' }));
    expect((await todo('carol')).map((x) => x.processInstance.id)).toEqual([id]);
    await ok(call(users.carol!.token, 'PUT', 'task/approve', { id: (await todo('carol'))[0]!.id, reason: 'ok' }));
  });

  it('cancels: only the starter, only while running; open tasks cancelled with the reason', async () => {
    const id = await ok(start('alice', twoStep));
    expect(await call(users.bob!.token, 'DELETE', 'process-instance/cancel', { id, reason: '不要了' })).toMatchObject({ code: 1009004002, msg: '流程取消失败，该流程不是你发起的' });
    await ok(call(users.alice!.token, 'DELETE', 'process-instance/cancel', { id, reason: '不要了' }));
    expect(await call(users.alice!.token, 'DELETE', 'process-instance/cancel', { id, reason: '再取消' })).toMatchObject({ code: 1009004001, msg: '流程取消失败，流程不处于运行中' });
    expect(await instance('alice', id)).toMatchObject({ status: 2, result: 4 });
    expect((await tasksOf(id)).map((x) => [x.result, x.reason])).toEqual([[4, '主动取消任务，原因：不要了']]);
    expect(await todo('bob')).toEqual([]);
  });

  it('refuses to start a suspended definition', async () => {
    const model = (await ok(call<Page<{ id: number; key: string }>>(admin, 'GET', 'model/page', { pageNo: '1', pageSize: '50', key: 'runtime_two_step' }))).list[0]!;
    await ok(call(admin, 'PUT', 'model/update-state', { id: model.id, state: 2 }));
    expect(await start('alice', twoStep)).toMatchObject({ code: 1009003003, msg: '流程定义处于挂起状态' });
    await ok(call(admin, 'PUT', 'model/update-state', { id: model.id, state: 1 }));
    expect(await start('alice', 99999999)).toMatchObject({ code: 1009003002 });
    // A model whose processes have run keeps its definitions: deleting it is refused, suspending it is the way.
    expect(await t.api({ method: 'DELETE', url: '/admin-api/bpm/model/delete', token: admin, query: { id: String(model.id) } })).toMatchObject({ code: 1009002007, msg: '删除失败，原因：该流程已发起过流程实例，可以挂起它' });
  });

  it('takes the gateway branch its condition names, on both sides', async () => {
    const nodes: DiagramNode[] = [
      { id: 'start', type: 'startEvent', at: [0, 0] },
      { id: 'gate', type: 'exclusiveGateway', attrs: 'default="short"', at: [1, 0] },
      { id: 'boss', type: 'userTask', name: '总经理审批', at: [2, 0] },
      { id: 'lead', type: 'userTask', name: '组长审批', at: [2, 1] },
      { id: 'end', type: 'endEvent', at: [3, 0] },
    ];
    const flows: DiagramFlow[] = [
      { id: 'f1', from: 'start', to: 'gate' },
      { id: 'long', from: 'gate', to: 'boss', condition: '${day > 3 && type == 1}' },
      { id: 'short', from: 'gate', to: 'lead' },
      { id: 'f2', from: 'boss', to: 'end' },
      { id: 'f3', from: 'lead', to: 'end' },
    ];
    const id = await deploy('runtime_gateway', '条件审批', diagramBpmn('runtime_gateway', '条件审批', nodes, flows), {
      boss: { type: 30, options: [users.carol!.id] },
      lead: { type: 30, options: [users.bob!.id] },
    });
    const long = await ok(start('alice', id, { day: 5, type: '1' }));
    const short = await ok(start('alice', id, { day: 2, type: '1' }));
    expect((await tasksOf(long)).map((x) => x.definitionKey)).toEqual(['boss']);
    expect((await tasksOf(short)).map((x) => x.definitionKey)).toEqual(['lead']);
    // A condition naming a variable the start did not give fails the start; nothing is left behind.
    const before = await t.database.db.selectFrom('bpm_process_instance').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await start('alice', id, { type: 1 })).toMatchObject({ code: 1009004003, msg: '流程执行失败，原因：表达式 day > 3 && type == 1 使用的变量 day 不存在' });
    const after = await t.database.db.selectFrom('bpm_process_instance').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses at deployment a condition that reaches outside the variables, and scripts', async () => {
    const nodes: DiagramNode[] = [
      { id: 'start', type: 'startEvent', at: [0, 0] },
      { id: 'gate', type: 'exclusiveGateway', attrs: 'default="other"', at: [1, 0] },
      { id: 'a', type: 'userTask', name: 'A', at: [2, 0] },
      { id: 'b', type: 'userTask', name: 'B', at: [2, 1] },
      { id: 'end', type: 'endEvent', at: [3, 0] },
    ];
    const flows = (condition: string): DiagramFlow[] => [
      { id: 'f1', from: 'start', to: 'gate' },
      { id: 'evil', from: 'gate', to: 'a', condition },
      { id: 'other', from: 'gate', to: 'b' },
      { id: 'f2', from: 'a', to: 'end' },
      { id: 'f3', from: 'b', to: 'end' },
    ];
    const modelId = await ok(call<number>(admin, 'POST', 'model/create', { key: 'runtime_evil', name: '越界' }));
    const formId = await ok(call<number>(admin, 'POST', 'form/create', { name: '越界表单', status: 0, conf: '{}', fields: [] }));
    await ok(call(admin, 'PUT', 'model/update', { id: modelId, formType: 10, formId, category: '1', bpmnXml: diagramBpmn('runtime_evil', '越界', nodes, flows('${day > 1}')) }));
    for (const key of ['a', 'b']) await ok(call(admin, 'POST', 'task-assign-rule/create', { modelId, taskDefinitionKey: key, type: 30, options: [1] }));
    for (const [condition, reason] of [
      ["${constructor.constructor('return process')()}", '不允许'],
      ['${day.__proto__}', '不允许访问 __proto__'],
      ['${process.exit()}', '不允许调用函数'],
      ['${this.x}', '不支持'],
    ]) {
      await ok(call(admin, 'PUT', 'model/update', { id: modelId, bpmnXml: diagramBpmn('runtime_evil', '越界', nodes, flows(condition!)) }));
      const refused = await call(admin, 'POST', `model/deploy?id=${modelId}`);
      expect(refused.code).toBe(1009002006);
      expect(refused.msg).toContain(reason);
    }
    const script = diagramBpmn('runtime_evil', '越界', nodes, flows('${day > 1}')).replace('<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">', '<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" language="javascript">');
    await ok(call(admin, 'PUT', 'model/update', { id: modelId, bpmnXml: script }));
    expect((await call(admin, 'POST', `model/deploy?id=${modelId}`)).msg).toContain('条件是脚本（javascript）');
  });

  it('runs the shipped OA leave: 5 days through both steps, 2 days through one; the leave mirrors the result', async () => {
    const day = 24 * 3600 * 1000;
    const startTime = Date.parse('2026-12-01T00:00:00Z');
    const long = await ok(call<number>(users.alice!.token, 'POST', 'oa/leave/create', { startTime, endTime: startTime + 5 * day, type: 1, reason: '探亲' }));
    const short = await ok(call<number>(users.alice!.token, 'POST', 'oa/leave/create', { startTime, endTime: startTime + 2 * day, type: 2, reason: '看病' }));
    expect(await call(users.alice!.token, 'POST', 'oa/leave/create', { startTime, endTime: startTime - day, type: 2, reason: 'x' })).toMatchObject({ code: 1009001002, msg: '结束时间，需要在开始时间之后' });
    type Leave = { id: number; day: number; result: number; processInstanceId: number };
    const leaveOf = async (id: number) => ok(call<Leave>(users.alice!.token, 'GET', 'oa/leave/get', { id: String(id) }));
    expect(await leaveOf(long)).toMatchObject({ day: 5, result: 1 });
    expect(await call(users.bob!.token, 'GET', 'oa/leave/get', { id: String(long) })).toMatchObject({ code: 1009001001 });

    // The shipped rules give both steps to 超级管理员 (admin).
    const approveAll = async () => {
      const page = await ok(call<Page<Todo>>(admin, 'GET', 'task/todo-page', { pageNo: '1', pageSize: '50' }));
      for (const task of page.list) await ok(call(admin, 'PUT', 'task/approve', { id: task.id, reason: '同意' }));
      return page.list.map((x) => [x.processInstance.name, x.name]);
    };
    expect(await approveAll()).toEqual([
      ['OA 请假', '部门领导审批'],
      ['OA 请假', '部门领导审批'],
    ]);
    expect(await approveAll()).toEqual([['OA 请假', '人事审批']]);
    expect(await approveAll()).toEqual([]);
    expect(await leaveOf(long)).toMatchObject({ result: 2 });
    expect(await leaveOf(short)).toMatchObject({ result: 2 });
    const steps = async (id: number) => (await tasksOf((await leaveOf(id)).processInstanceId)).map((x) => x.definitionKey);
    expect(await steps(long)).toEqual(['deptLeader', 'hrAudit']);
    expect(await steps(short)).toEqual(['deptLeader']);
    const mine = await ok(call<Page<Leave>>(users.alice!.token, 'GET', 'oa/leave/page', { pageNo: '1', pageSize: '10' }));
    expect(mine.list.map((l) => l.id)).toEqual([short, long]);
    // The shipped deployment is exactly what 发布流程 makes of the shipped model: every check passes, nothing differs.
    const model = (await ok(call<Page<{ id: number }>>(admin, 'GET', 'model/page', { pageNo: '1', pageSize: '10', key: 'oa_leave' }))).list[0]!;
    expect(await call(admin, 'POST', `model/deploy?id=${model.id}`)).toMatchObject({ code: 1009003005 });
  });

  it('sends a step’s messages through a provider after it commits, each send-log row with its own answer', async () => {
    // The task message through Alibaba Cloud (its stand-in): a parallel countersign's start queues two at once.
    const system = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
      method === 'GET' ? t.api<T>({ method, url: `/admin-api/system/${url}`, token: admin, query: body as Record<string, string> }) : t.api<T>({ method, url: `/admin-api/system/${url}`, token: admin, payload: body });
    const channelId = (
      await system<number>('POST', 'sms-channel/create', { signature: '芋道', code: 'ALIYUN', status: 0, remark: null, apiKey: 'LTAIkey', apiSecret: 'aliyun-secret', callbackUrl: null })
    ).data;
    const template = (await t.database.db.selectFrom('system_sms_template').selectAll().where('code', '=', 'bpm_task_assigned').executeTakeFirstOrThrow()) as Record<string, unknown>;
    const update = (channel: unknown) =>
      system('PUT', 'sms-template/update', { ...Object.fromEntries(['id', 'type', 'status', 'code', 'name', 'content', 'remark', 'apiTemplateId'].map((k) => [k, template[k]])), channelId: channel });
    expect(await update(channelId)).toMatchObject({ code: 0 });
    try {
      const sign = diagramBpmn('runtime_sign', '会签', [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'sign', type: 'userTask', name: '会签', inner: '<bpmn2:multiInstanceLoopCharacteristics />', at: [1, 0] },
        { id: 'end', type: 'endEvent', at: [2, 0] },
      ], [
        { id: 'f1', from: 'start', to: 'sign' },
        { id: 'f2', from: 'sign', to: 'end' },
      ]);
      const definition = await deploy('runtime_sign', '会签', sign, { sign: { type: 30, options: [users.bob!.id, users.carol!.id] } });
      const before = aliyun.received.length;
      const id = await ok(start('alice', definition));
      const rows = () =>
        t.database.db.selectFrom('system_sms_log').select(['mobile', 'sendStatus', 'apiSerialNo', 'templateContent']).where('templateCode', '=', 'bpm_task_assigned').where('templateContent', 'like', `%id=${id}`).orderBy('mobile').execute();
      // Delivery follows the commit, off the request: wait for both answers to be recorded.
      await vi.waitFor(async () => expect((await rows()).map((r) => r.sendStatus)).toEqual([10, 10]), { timeout: 5000 });
      const sent = aliyun.received.slice(before);
      expect(sent.map((m) => m.mobile).sort()).toEqual(['13800000002', '13800000003']);
      // Each row carries the serial number the provider gave its own message.
      expect((await rows()).map((r) => [r.mobile, r.apiSerialNo])).toEqual(['13800000002', '13800000003'].map((mobile) => [mobile, sent.find((m) => m.mobile === mobile)!.serialNo]));
    } finally {
      expect(await update(template.channelId)).toMatchObject({ code: 0 });
    }
  });
});
