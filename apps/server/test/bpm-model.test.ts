import { describe, expect, it } from 'vitest';
import { twoStepBpmn } from './support/bpmn';
import { adminAppForFile } from './support/admin-app';

type Model = { id: number; key: string; processDefinition: { id: number; version: number; suspensionState: number } | null };
type Rule = { id: number | null; taskDefinitionKey: string; taskDefinitionName: string; type: number | null; options: number[] | null; processDefinitionId: number };

/** 流程模型, 分配规则 and 流程定义: the model's life up to deployment (reference pay-bpm §2.4, §2.5). */
describe('workflow models, rules and deployment', () => {
  const ctx = adminAppForFile();

  const bpm = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>, query?: Record<string, string>) =>
    method === 'GET' || method === 'DELETE'
      ? ctx.t.api<T>({ method, url: `/admin-api/bpm/${url}`, token: ctx.token, query: (body ?? query) as Record<string, string> | undefined })
      : ctx.t.api<T>({ method, url: `/admin-api/bpm/${url}`, token: ctx.token, payload: body, query });
  const conf = JSON.stringify({ labelWidth: 100 });
  const formField = JSON.stringify({ __config__: { label: '请假天数', tag: 'el-input-number', required: true }, __vModel__: 'day' });

  it('checks the key: an XML name, unique per tenant', async () => {
    expect(await bpm('POST', 'model/create', { key: '1leave', name: '请假' })).toMatchObject({ code: 1009002002, msg: expect.stringContaining('流程标识格式不正确') });
    expect((await bpm('POST', 'model/create', { key: 'dup_key', name: '一' })).code).toBe(0);
    expect(await bpm('POST', 'model/create', { key: 'dup_key', name: '二' })).toMatchObject({ code: 1009002000, msg: '已经存在流程标识为【dup_key】的流程' });
  });

  it('deploys only a complete model, each refusal with the reference text, then versions and suspends', async () => {
    const id = (await bpm<number>('POST', 'model/create', { key: 'two_step', name: '两级审批', description: '演示' })).data;
    const deploy = () => bpm('POST', 'model/deploy', undefined, { id: String(id) });
    expect(await deploy()).toMatchObject({ code: 1009002005 });

    await bpm('PUT', 'model/update', { id, bpmnXml: twoStepBpmn('other_key', '两级审批') });
    expect(await deploy()).toMatchObject({ code: 1009003000, msg: '流程定义的标识期望是(two_step)，当前是(other_key)，请修改 BPMN 流程图' });
    await bpm('PUT', 'model/update', { id, bpmnXml: twoStepBpmn('two_step', '别的名字') });
    expect(await deploy()).toMatchObject({ code: 1009003001, msg: '流程定义的名字期望是(两级审批)，当前是(别的名字)，请修改 BPMN 流程图' });
    await bpm('PUT', 'model/update', { id, bpmnXml: twoStepBpmn() });
    expect(await deploy()).toMatchObject({ code: 1009002003, msg: '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置' });
    const formId = (await bpm<number>('POST', 'form/create', { name: '审批表单', status: 0, conf, fields: [formField] })).data;
    expect((await bpm('PUT', 'model/update', { id, category: '1', formType: 10, formId })).code).toBe(0);
    expect(await deploy()).toMatchObject({ code: 1009002004, msg: '部署流程失败，原因：用户任务(部门审批)未配置分配规则，请点击【修改流程】按钮进行配置' });

    // Rules: one row per user task of the diagram.
    const listed = await bpm<Rule[]>('GET', 'task-assign-rule/list', { modelId: String(id) });
    expect(listed.data.map((r) => [r.taskDefinitionKey, r.taskDefinitionName, r.type])).toEqual([
      ['manager', '部门审批', null],
      ['hr', '人事审批', null],
    ]);
    expect(await bpm('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: 'nowhere', type: 30, options: [1] })).toMatchObject({ code: 400 });
    expect(await bpm('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: 'manager', type: 10, options: [999999] })).toMatchObject({ code: 1002002000 });
    expect(await bpm('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: 'manager', type: 50, options: [99] })).toMatchObject({ code: 1009006004, msg: '操作失败，原因：任务分配脚本(99) 不存在' });
    const group = (await bpm<number>('POST', 'user-group/create', { name: '停用组', description: 'x', memberUserIds: [1], status: 1 })).data;
    expect(await bpm('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: 'manager', type: 40, options: [group] })).toMatchObject({ code: 1009011001, msg: '名字为【停用组】的用户分组已被禁用' });
    const managerRule = (await bpm<number>('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: 'manager', type: 50, options: [20] })).data;
    expect(await bpm('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: 'manager', type: 30, options: [1] })).toMatchObject({ code: 1009006000, msg: '流程(two_step) 的任务(manager) 已经存在分配规则' });
    expect(await deploy()).toMatchObject({ code: 1009002004, msg: expect.stringContaining('人事审批') });
    expect((await bpm('POST', 'task-assign-rule/create', { modelId: id, taskDefinitionKey: 'hr', type: 30, options: [1] })).code).toBe(0);

    expect(await deploy()).toMatchObject({ code: 0 });
    const first = (await bpm<Model>('GET', 'model/get', { id: String(id) })).data.processDefinition!;
    expect(first).toMatchObject({ version: 1, suspensionState: 1 });
    expect(await deploy()).toMatchObject({ code: 1009003005, msg: '流程定义部署失败，原因：信息未发生变化' });

    // A rule changed: version 2, version 1 suspended and keeping its own rules.
    expect((await bpm('PUT', 'task-assign-rule/update', { id: managerRule, type: 30, options: [1] })).code).toBe(0);
    expect(await deploy()).toMatchObject({ code: 0 });
    const page = await bpm<{ list: Array<{ id: number; version: number; suspensionState: number; formName: string | null; formFields: string[] }> }>('GET', 'process-definition/page', {
      pageNo: '1',
      pageSize: '10',
      key: 'two_step',
    });
    expect(page.data.list.map((d) => [d.version, d.suspensionState])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(page.data.list[0]).toMatchObject({ formName: '审批表单', formFields: [formField] });
    const frozen = await bpm<Rule[]>('GET', 'task-assign-rule/list', { processDefinitionId: String(first.id) });
    expect(frozen.data.find((r) => r.taskDefinitionKey === 'manager')).toMatchObject({ type: 50, options: [20] });
    expect(await bpm('PUT', 'task-assign-rule/update', { id: frozen.data[0]!.id, type: 30, options: [1] })).toMatchObject({ code: 1009006002, msg: '只有流程模型的任务分配规则，才允许修改' });
    expect((await bpm<string>('GET', 'process-definition/get-bpmn-xml', { id: String(first.id) })).data).toContain('id="two_step"');

    // Suspending the model suspends its latest definition; 发起流程 lists active ones only.
    expect((await bpm('PUT', 'model/update-state', { id, state: 2 })).code).toBe(0);
    const active = await bpm<Array<{ key: string }>>('GET', 'process-definition/list', { suspensionState: '1' });
    expect(active.data.map((d) => d.key)).not.toContain('two_step');
    const models = await bpm<{ list: Model[] }>('GET', 'model/page', { pageNo: '1', pageSize: '10', key: 'two_step' });
    expect(models.data.list[0]!.processDefinition).toMatchObject({ version: 2, suspensionState: 2 });
  });

  it('imports a .bpmn file into a new model, and refuses a diagram that is not BPMN', async () => {
    const boundary = '----bpmnimport';
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: application/xml\r\n' : ''}\r\n${value}\r\n`;
    const payload = `${part('key', 'imported')}${part('name', '导入的流程')}${part('bpmnFile', twoStepBpmn('imported', '导入的流程'), 'flow.bpmn')}--${boundary}--\r\n`;
    const res = await ctx.t.api<number>({ method: 'POST', url: '/admin-api/bpm/model/import', token: ctx.token, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.code, res.msg).toBe(0);
    expect((await bpm<{ bpmnXml: string }>('GET', 'model/get', { id: String(res.data) })).data.bpmnXml).toContain('id="imported"');

    const id = (await bpm<number>('POST', 'model/create', { key: 'broken', name: '坏图' })).data;
    await bpm('PUT', 'model/update', { id, bpmnXml: '<not-bpmn/>' });
    expect(await bpm('POST', 'model/deploy', undefined, { id: String(id) })).toMatchObject({ code: 1009002006, msg: expect.stringContaining('流程图有错误') });
    // Read, but broken: bpmnlint names the problem (a task nothing leads to, no end event).
    await bpm('PUT', 'model/update', {
      id,
      bpmnXml: twoStepBpmn('broken', '坏图').replace('<bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="manager" />', '').replace(/<bpmn2:endEvent[\s\S]*?<\/bpmn2:endEvent>/, ''),
      formType: 20,
      formCustomCreatePath: '/x/create',
      formCustomViewPath: '/x/view',
    });
    const lint = await bpm('POST', 'model/deploy', undefined, { id: String(id) });
    expect(lint).toMatchObject({ code: 1009002006 });
    expect(lint.msg).toMatch(/no-disconnected|end-event-required|no-implicit/);
  });
});
