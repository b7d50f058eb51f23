import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, confirmBox, dialog, submitDialog, toast, uniqueSuffix } from '../support/admin';

// 流程模型: a diagram imported from a .bpmn file, its form and category set, each user task given its assignee in
// 分配规则, deployed (v1), suspended, then deleted.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');

/** A two-step approval, drawn (with its diagram), as any BPMN modeler saves it. */
const bpmn = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${key}" name="${name}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始"><bpmn2:outgoing>f1</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:userTask id="manager" name="部门审批"><bpmn2:incoming>f1</bpmn2:incoming><bpmn2:outgoing>f2</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:userTask id="hr" name="人事审批"><bpmn2:incoming>f2</bpmn2:incoming><bpmn2:outgoing>f3</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:endEvent id="end" name="结束"><bpmn2:incoming>f3</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="manager" />
    <bpmn2:sequenceFlow id="f2" sourceRef="manager" targetRef="hr" />
    <bpmn2:sequenceFlow id="f3" sourceRef="hr" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="manager_di" bpmnElement="manager"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hr_di" bpmnElement="hr"><dc:Bounds x="390" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="542" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="340" y="120" /><di:waypoint x="390" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3"><di:waypoint x="490" y="120" /><di:waypoint x="542" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

test('models: import a diagram, set the form, assign each task, deploy, suspend, delete', async ({ page, origin, initialTokens }) => {
  const suffix = uniqueSuffix();
  const key = `e2e_${suffix}`;
  const name = `E2E 审批 ${suffix}`;
  const formName = `E2E 审批表单 ${suffix}`;
  await adminApi(origin, initialTokens!, '/bpm/form/create', { name: formName, status: 0, conf: '{"labelWidth":100}', fields: [JSON.stringify({ __config__: { label: '天数', tag: 'el-input-number' }, __vModel__: 'day' })] });

  await page.goto('bpm/manager/model');
  const models = visiblePage(page);
  await models.getByRole('button', { name: /导入流程/ }).click();
  const importing = dialog(page, '导入流程');
  await importing.locator('input[type=file]').setInputFiles({ name: `${key}.bpmn`, mimeType: 'application/xml', buffer: Buffer.from(bpmn(key, name)) });
  await importing.getByLabel('流程标识').fill(key);
  await importing.getByLabel('流程名称').fill(name);
  await submitDialog(importing);
  await expect(toast(page, '导入流程成功')).toBeVisible();
  const row = bodyRows(models).filter({ hasText: key });
  await expect(row).toContainText('未部署');

  // Deploying now is refused with the reason.
  await row.getByRole('button', { name: /发布流程/ }).click();
  await confirmBox(page, '是否部署该流程！！');
  await expect(toast(page, '流程表单未配置')).toBeVisible();

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改流程');
  await edit.getByLabel('流程分类').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'OA' }).click();
  await edit.getByRole('radio', { name: '流程表单' }).check();
  await edit.getByRole('combobox', { name: '流程表单' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: formName }).click();
  await submitDialog(edit);
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(row).toContainText(formName);

  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '分配规则' }).click();
  const rules = dialog(page, '任务分配规则');
  await expect(bodyRows(rules)).toHaveCount(2);
  for (const task of ['部门审批', '人事审批']) {
    await bodyRows(rules).filter({ hasText: task }).getByRole('button', { name: /修\s*改/ }).click();
    const ruleForm = dialog(page, '修改任务规则');
    await ruleForm.getByLabel('规则类型').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^用户$/ }).click();
    await ruleForm.getByRole('combobox', { name: '指定用户' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '芋道源码' }).click();
    await expect(ruleForm.locator('.ant-select-selection-item')).toContainText(['芋道源码']);
    // The multiple select keeps its list open: a click on the title closes it.
    await ruleForm.getByText('修改任务规则').click();
    await submitDialog(ruleForm);
    await expect(bodyRows(rules).filter({ hasText: task })).toContainText('芋道源码');
  }
  await rules.getByRole('button', { name: /^(Close|关闭)$/ }).first().click();

  await row.getByRole('button', { name: /发布流程/ }).click();
  await confirmBox(page, '是否部署该流程！！');
  await expect(toast(page, '部署成功')).toBeVisible();
  await expect(row).toContainText('v1');
  const state = row.getByRole('switch');
  await expect(state).toBeChecked();
  await state.click();
  await confirmBox(page, `是否确认挂起流程名字为"${name}"的数据项?`);
  await expect(state).not.toBeChecked();

  // The less frequent actions wait under 更多: 删除 removes the model from the list.
  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await confirmBox(page, `是否确认删除${name}的数据项？`);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});
