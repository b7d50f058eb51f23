import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProcess, EngineStep, LiveEngines } from '../src/modules/bpm/runtime/engine';
import { EngineHost } from '../src/modules/bpm/runtime/engine-host';
import { diagramBpmn, twoStepBpmn, type DiagramFlow, type DiagramNode } from './support/bpmn';
import { bpmApi } from './support/bpm-api';
import { createTestApp, type TestApp } from './support/test-app';

/** start → `count` plain tasks (no waiting) → 审批 (a user task) → end: passes deployment, runs `count` + 2 nodes at start. */
function chainBpmn(key: string, count: number): string {
  const nodes: DiagramNode[] = [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    ...Array.from({ length: count }, (_, i): DiagramNode => ({ id: `auto${i + 1}`, type: 'task', name: `自动${i + 1}`, at: [i + 1, 0] })),
    { id: 'approve', type: 'userTask', name: '审批', at: [count + 1, 0] },
    { id: 'end', type: 'endEvent', at: [count + 2, 0] },
  ];
  const flows: DiagramFlow[] = nodes.slice(1).map((node, i) => ({ id: `f${i + 1}`, from: nodes[i]!.id, to: node.id }));
  return diagramBpmn(key, key, nodes, flows);
}

/**
 * A workflow that loops without waiting: such a loop is refused at deployment, and a step that
 * runs on without reaching a wait is stopped at its limits with its own error — nothing written, the engine thread
 * still serving the next step.
 */
describe('workflow loops and step limits', () => {
  let t: TestApp;
  let api: ReturnType<typeof bpmApi>;

  beforeAll(async () => {
    // A low bound, so a chain of 30 automatic tasks passes it.
    t = await createTestApp({ bpmStepLimits: { maxActivities: 20, maxMs: 60_000 } });
    api = bpmApi(t, (await t.login()).accessToken);
  });
  afterAll(() => t.close());


  /** A model with the diagram, custom form paths and every user task to the admin; the deployment's answer. */
  async function deploy(key: string, xml: string, userTasks: string[]) {
    const id = await api.ok(api.call<number>('POST', 'model/create', { key, name: key }));
    await api.ok(api.call('PUT', 'model/update', { id, bpmnXml: xml, category: '1', formType: 20, formCustomCreatePath: '/x/create', formCustomViewPath: '/x/view' }));
    for (const taskDefinitionKey of userTasks) await api.ok(api.call('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey, type: 30, options: [1] }));
    const answer = await api.call('POST', `model/deploy?id=${id}`);
    const definitionId = answer.code === 0 ? (await api.ok(api.call<{ processDefinition: { id: number } }>('GET', 'model/get', { id: String(id) }))).processDefinition.id : 0;
    return { answer, definitionId };
  }

  it('refuses a diagram whose gateways loop without a wait, naming the loop; a loop through a user task deploys', async () => {
    const loopNodes: DiagramNode[] = [
      { id: 'start', type: 'startEvent', at: [0, 0] },
      { id: 'check', type: 'exclusiveGateway', name: '检查', at: [1, 0] },
      { id: 'again', type: 'exclusiveGateway', name: '再来', at: [2, 0], attrs: 'default="back"' },
      { id: 'end', type: 'endEvent', at: [3, 0] },
    ];
    const loopFlows: DiagramFlow[] = [
      { id: 'f1', from: 'start', to: 'check' },
      { id: 'f2', from: 'check', to: 'again' },
      { id: 'back', from: 'again', to: 'check' },
      { id: 'out', from: 'again', to: 'end', condition: '${day > 100}' },
    ];
    const refused = await deploy('spin', diagramBpmn('spin', 'spin', loopNodes, loopFlows), []);
    expect(refused.answer).toMatchObject({
      code: 1009002009,
      msg: '部署流程失败，原因：流程图有不经过等待节点的环路：检查（check）→再来（again）→检查（check），发起后会无限循环；请在环路上加入用户任务、接收任务或定时器等等待节点',
    });

    // The same loop with a user task on it waits there each time round: it deploys, and a start stops at the task.
    const rework: DiagramNode[] = [
      { id: 'start', type: 'startEvent', at: [0, 0] },
      { id: 'check', type: 'exclusiveGateway', name: '检查', at: [1, 0] },
      { id: 'fix', type: 'userTask', name: '修改', at: [2, 0] },
      { id: 'again', type: 'exclusiveGateway', name: '再来', at: [3, 0], attrs: 'default="back"' },
      { id: 'end', type: 'endEvent', at: [4, 0] },
    ];
    const reworkFlows: DiagramFlow[] = [
      { id: 'f1', from: 'start', to: 'check' },
      { id: 'f2', from: 'check', to: 'fix' },
      { id: 'f3', from: 'fix', to: 'again' },
      { id: 'back', from: 'again', to: 'check' },
      { id: 'out', from: 'again', to: 'end', condition: '${day > 100}' },
    ];
    const deployed = await deploy('rework', diagramBpmn('rework', 'rework', rework, reworkFlows), ['fix']);
    expect(deployed.answer, deployed.answer.msg).toMatchObject({ code: 0 });
    expect(await api.call('POST', 'process-instance/create', { processDefinitionId: deployed.definitionId, variables: { day: 1 } })).toMatchObject({ code: 0 });
  });

  it('stops a step that runs more nodes than its limit: a clear error, nothing written, the engine thread still serving', async () => {
    const long = await deploy('long_chain', chainBpmn('long_chain', 30), ['approve']);
    expect(long.answer, long.answer.msg).toMatchObject({ code: 0 });
    const started = await api.call('POST', 'process-instance/create', { processDefinitionId: long.definitionId, variables: {} });
    expect(started).toMatchObject({
      code: 1009004009,
      msg: '流程执行中止，原因：一步内执行的节点超过 20 个仍未到达等待节点（用户任务、定时器等），流程图可能有无限循环',
    });
    const written = await t.database.db.selectFrom('bpm_process_instance').select('id').where('processDefinitionId', '=', long.definitionId).execute();
    expect(written).toEqual([]);

    // The same engine thread runs the next step: a chain within the limit starts and waits at its user task.
    const short = await deploy('short_chain', chainBpmn('short_chain', 10), ['approve']);
    const id = await api.ok(api.call<number>('POST', 'process-instance/create', { processDefinitionId: short.definitionId, variables: {} }));
    const tasks = await api.ok(api.call<Array<{ name: string; result: number }>>('GET', 'task/list-by-process-instance-id', { processInstanceId: String(id) }));
    expect(tasks.map((task) => [task.name, task.result])).toEqual([['审批', 1]]);
  });

  it('bounds a step’s time too, on the engine thread and in the engine', async () => {
    const host = new EngineHost({ maxActivities: 1000, maxMs: 0 });
    try {
      await expect(host.start({ id: 1, bpmnXml: twoStepBpmn('k', 'k') }, 'instance-1', {})).rejects.toMatchObject({
        code: 1009004009,
        message: '流程执行中止，原因：一步内用时超过 0 毫秒仍未到达等待节点（用户任务、定时器等），流程图可能有无限循环',
      });
    } finally {
      await host.close();
    }
    // In the engine itself (what the thread runs): a resumed instance is bounded as a started one.
    const process = await compileProcess(chainBpmn('k', 5));
    const waiting = (await EngineStep.start(process, new LiveEngines(), 'instance-2', {})).finish();
    const approve = async () => {
      const step = await EngineStep.resume(process, new LiveEngines(), 'instance-2', waiting.state!, { maxActivities: 0, maxMs: 60_000 });
      await step.complete(waiting.waiting[0]!.executionId);
    };
    await expect(approve()).rejects.toMatchObject({ code: 1009004009, message: expect.stringContaining('执行的节点超过 0 个') });
  });
});
