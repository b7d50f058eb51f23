import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, uniqueSuffix } from '../support/admin';

// 设计流程: the bpmn-js modeler on a new model — a user task appended to the start event from its context pad,
// named in the properties panel, an end event after it; saved, the model's diagram holds them.

// bpmn-js itself warns that its replace menu uses a deprecated pad API (diagram-js#888): the library's notice, not ours.
test.use({ expectedConsole: [/ContextPad#getPad is deprecated/] });

test('modeler: append a user task and an end event, name them, save the diagram', async ({ page, origin, initialTokens }) => {
  const key = `draw_${uniqueSuffix()}`;
  const id = await adminApi<number>(origin, initialTokens!, '/bpm/model/create', { key, name: '画图流程' });
  await page.goto(`bpm/manager/model/design?modelId=${id}`);
  const designer = visiblePage(page);
  const canvas = designer.locator('.bpm-modeler-canvas');
  // The bpmn.io watermark stays, as its licence asks.
  await expect(canvas.locator('.bjs-powered-by')).toBeVisible();
  const props = designer.locator('.bpm-modeler-props');
  await expect(props).toContainText('Process');

  // The start event's context pad: append a task, make it a user task.
  await canvas.locator('[data-element-id="start"]').click();
  await page.locator('.djs-context-pad [data-action="append.append-task"]').click();
  const task = canvas.locator('.djs-element.djs-shape[data-element-id^="Activity_"]');
  await expect(task).toHaveCount(1);
  // The new task is selected (its label being edited): its pad offers to change it.
  await page.locator('.djs-context-pad [data-action="replace"]').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await expect(props).toContainText('UserTask');
  await props.getByLabel('名称').fill('经理审批');
  // Back on the canvas (focus left it for the panel): then the task selected again, its pad offers an end event.
  await canvas.click({ position: { x: 700, y: 500 } });
  await task.click();
  await expect(props).toContainText('UserTask');
  await page.locator('.djs-context-pad [data-action="append.end-event"]').click();

  await designer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '修改成功' })).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/manager\/model$/);
  const saved = await adminApi<{ bpmnXml: string }>(origin, initialTokens!, `/bpm/model/get?id=${id}`);
  expect(saved.bpmnXml).toMatch(/<bpmn2?:userTask id="Activity_\w+" name="经理审批"/);
  expect(saved.bpmnXml).toMatch(/<bpmn2?:endEvent /);
  expect(saved.bpmnXml).toContain(`<bpmn2:process id="${key}" name="画图流程"`);
  // The rules dialog now lists the drawn task.
  const rules = await adminApi<Array<{ taskDefinitionName: string }>>(origin, initialTokens!, `/bpm/task-assign-rule/list?modelId=${id}`);
  expect(rules.map((r) => r.taskDefinitionName)).toEqual(['经理审批']);
});
