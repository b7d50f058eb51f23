import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bpmApi } from './support/bpm-api';
import { createTestApp, type TestApp } from './support/test-app';

type Todo = { id: number; name: string; processInstance: { id: number } };

/**
 * A diagram written by Flowable's own modeler: its nodes carry no `<incoming>`/`<outgoing>`
 * children, only the sequence flows name their ends. It deploys, and runs through both branches' user tasks.
 */
describe('a BPMN diagram from Flowable’s modeler', () => {
  let t: TestApp;
  let api: ReturnType<typeof bpmApi>;
  const xml = fs.readFileSync(path.join(__dirname, 'support/flowable-leave.bpmn20.xml'), 'utf8');

  beforeAll(async () => {
    t = await createTestApp();
    api = bpmApi(t, (await t.login()).accessToken);
  });
  afterAll(() => t.close());


  it('is written as Flowable writes it: no incoming/outgoing children, flowable: attributes', () => {
    expect(xml).toContain('xmlns:flowable="http://flowable.org/bpmn"');
    expect(xml).toContain('flowable:candidateGroups');
    expect(xml).not.toMatch(/<(bpmn2?:)?(incoming|outgoing)>/);
  });

  it('deploys, lists its user tasks for rules, and runs to the end', async () => {
    const id = await api.ok(api.call<number>('POST', 'model/create', { key: 'flowable_leave', name: '请假（Flowable）' }));
    await api.ok(api.call('PUT', 'model/update', { id, bpmnXml: xml, category: '1', formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail' }));
    const rules = await api.ok(api.call<Array<{ taskDefinitionKey: string; taskDefinitionName: string }>>('GET', 'task-assign-rule/list', { modelId: String(id) }));
    expect(rules.map((r) => r.taskDefinitionName)).toEqual(['部门领导审批', '人事审批']);
    for (const rule of rules) await api.ok(api.call('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: rule.taskDefinitionKey, type: 30, options: [1] }));
    const deployed = await api.call('POST', `model/deploy?id=${id}`);
    expect(deployed, deployed.msg).toMatchObject({ code: 0 });

    const definitionId = (await api.ok(api.call<{ processDefinition: { id: number } }>('GET', 'model/get', { id: String(id) }))).processDefinition.id;
    const instanceId = await api.ok(api.call<number>('POST', 'process-instance/create', { processDefinitionId: definitionId, variables: { day: 5 } }));
    const approveNext = async (name: string) => {
      const todo = (await api.ok(api.call<{ list: Todo[] }>('GET', 'task/todo-page', { pageNo: '1', pageSize: '50' }))).list.filter((task) => task.processInstance.id === instanceId);
      expect(todo.map((task) => task.name)).toEqual([name]);
      await api.ok(api.call('PUT', 'task/approve', { id: todo[0]!.id, reason: '同意' }));
    };
    await approveNext('部门领导审批');
    // More than three days: the gateway's condition leads to 人事审批.
    await approveNext('人事审批');
    expect(await api.ok(api.call<{ status: number; result: number }>('GET', 'process-instance/get', { id: String(instanceId) }))).toMatchObject({ status: 2, result: 2 });
  });
});
