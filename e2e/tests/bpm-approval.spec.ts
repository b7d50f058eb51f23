import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, confirmBox, signedInPage, toast, uniqueSuffix } from '../support/admin';
import type { Tokens } from '../support/api';

// The workflow end to end: a two-step approval drawn in the modeler, its rules assigned, deployed, started by the
// admin with a designed form, approved by two other users from their 待办, then seen done with the diagram
// highlighted; and the shipped OA leave: 5 days through both steps, 2 days through one.

// bpmn-js itself warns that its replace menu uses a deprecated pad API (diagram-js#888): the library's notice, not ours.
test.use({ expectedConsole: [/ContextPad#getPad is deprecated/] });

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');

/** Workflow task screens (我的流程, 待办, 已办) for people who only approve. */
const APPROVER_MENUS = [1185, 1200, 1201, 1330, 1331, 1332, 1207, 1340, 1341, 1208, 1350];

async function approver(origin: string, tokens: Tokens, roleId: number, login: string, nickname: string): Promise<{ id: number; username: string }> {
  const username = `${login}${uniqueSuffix()}`.slice(0, 30);
  const id = await adminApi<number>(origin, tokens, '/system/user/create', { username, nickname, password: 'approve1234' });
  await adminApi(origin, tokens, '/system/permission/assign-user-role', { userId: id, roleIds: [roleId] });
  return { id, username };
}

/** Opens 待办任务, takes the task of this process, approves it from the detail page with a comment. */
async function approveFromTodo(page: Page, processName: string, taskName: string, comment: string) {
  await page.goto('bpm/task/todo');
  const todo = visiblePage(page);
  const row = bodyRows(todo).filter({ hasText: processName }).filter({ hasText: taskName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /审\s*批/ }).click();
  await expect(page).toHaveURL(/\/bpm\/process-instance\/detail\?id=\d+/);
  const detail = visiblePage(page);
  const card = detail.locator('.bpm-approval-card').filter({ hasText: `审批任务【${taskName}】` });
  await card.getByLabel('审批建议').fill(comment);
  await card.getByRole('button', { name: /(^|\s)通\s*过$/ }).click();
  await expect(toast(page, '审批通过成功！')).toBeVisible();
  await expect(card).toHaveCount(0);
}

test('approval: drawn in the modeler, deployed, started with a designed form, approved by two users, done with the diagram highlighted', async ({ page, browser, origin, initialTokens }) => {
  const tokens = initialTokens!;
  const suffix = uniqueSuffix();
  const key = `approval_${suffix}`;
  const name = `报销审批${suffix}`;
  const roleId = await adminApi<number>(origin, tokens, '/system/role/create', { name: `审批人${suffix}`.slice(0, 30), code: `approver_${suffix}`, sort: 9 });
  await adminApi(origin, tokens, '/system/permission/assign-role-menu', { roleId, menuIds: APPROVER_MENUS });
  const first = await approver(origin, tokens, roleId, 'first', '一审');
  const second = await approver(origin, tokens, roleId, 'second', '二审');
  const formId = await adminApi<number>(origin, tokens, '/bpm/form/create', {
    name: `报销单${suffix}`,
    status: 0,
    conf: '{"labelWidth":100}',
    fields: [
      JSON.stringify({ __config__: { label: '金额', tag: 'el-input-number', required: true, formId: 101, span: 24 }, __vModel__: 'amount' }),
      JSON.stringify({ __config__: { label: '事由', tag: 'el-input', required: true, formId: 102, span: 24 }, __vModel__: 'purpose' }),
    ],
  });
  const modelId = await adminApi<number>(origin, tokens, '/bpm/model/create', { key, name });

  // Draw: start → 经理审批 → 财务审批 → end.
  await page.goto(`bpm/manager/model/design?modelId=${modelId}`);
  const designer = visiblePage(page);
  const canvas = designer.locator('.bpm-modeler-canvas');
  const props = designer.locator('.bpm-modeler-props');
  let previous = canvas.locator('[data-element-id="start"]');
  for (const [index, taskName] of ['经理审批', '财务审批'].entries()) {
    await previous.click();
    await page.locator('.djs-context-pad [data-action="append.append-task"]').click();
    const task = canvas.locator('.djs-element.djs-shape[data-element-id^="Activity_"]').nth(index);
    await page.locator('.djs-context-pad [data-action="replace"]').click();
    await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
    await expect(props).toContainText('UserTask');
    await props.getByLabel('名称').fill(taskName);
    await canvas.click({ position: { x: 700, y: 520 } });
    previous = task;
  }
  await previous.click();
  await page.locator('.djs-context-pad [data-action="append.end-event"]').click();
  await designer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '修改成功')).toBeVisible();

  // Its form, its rules (one approver per step), then 发布流程 on the model list.
  const updated = await fetch(`${origin}/admin-api/bpm/model/update`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
    body: JSON.stringify({ id: modelId, category: '1', formType: 10, formId }),
  });
  expect(await updated.json()).toMatchObject({ code: 0 });
  const rules = await adminApi<Array<{ taskDefinitionKey: string; taskDefinitionName: string }>>(origin, tokens, `/bpm/task-assign-rule/list?modelId=${modelId}`);
  expect(rules.map((r) => r.taskDefinitionName)).toEqual(['经理审批', '财务审批']);
  for (const [rule, user] of [
    [rules[0]!, first],
    [rules[1]!, second],
  ] as const) {
    await adminApi(origin, tokens, '/bpm/task-assign-rule/create', { modelId, taskDefinitionKey: rule.taskDefinitionKey, type: 30, options: [user.id] });
  }
  await page.goto('bpm/manager/model');
  const models = visiblePage(page);
  const modelRow = bodyRows(models).filter({ hasText: key });
  await modelRow.getByRole('button', { name: /发布流程/ }).click();
  await confirmBox(page, '是否部署该流程！！');
  await expect(toast(page, '部署成功')).toBeVisible();
  await expect(modelRow).toContainText('v1');

  // 发起流程: the definition, its form filled in, submitted.
  await page.goto('bpm/task/my');
  await visiblePage(page).getByRole('button', { name: /发起流程/ }).click();
  await expect(page).toHaveURL(/\/bpm\/process-instance\/create$/);
  const choose = visiblePage(page);
  await bodyRows(choose).filter({ hasText: name }).getByRole('button', { name: /选\s*择/ }).click();
  const startForm = visiblePage(page);
  await startForm.getByRole('button', { name: /提\s*交/ }).click();
  await expect(startForm.getByText('请输入金额')).toBeVisible();
  await startForm.getByLabel('金额').fill('1280');
  await startForm.getByLabel('事由').fill('参加技术大会的差旅');
  await startForm.getByRole('button', { name: /提\s*交/ }).click();
  await expect(toast(page, '发起流程成功')).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/task\/my$/);
  const mine = bodyRows(visiblePage(page)).filter({ hasText: name });
  await expect(mine).toContainText('经理审批');
  await expect(mine).toContainText('进行中');

  // Each approver, in a browser of their own, approves from 待办任务.
  for (const [user, taskName, comment] of [
    [first, '经理审批', '同意，注意控制预算'],
    [second, '财务审批', '票据齐全'],
  ] as const) {
    const session = await signedInPage(browser, origin, { username: user.username, password: 'approve1234' });
    await approveFromTodo(session.page, name, taskName, comment);
    await session.page.goto('bpm/task/done');
    await expect(bodyRows(visiblePage(session.page)).filter({ hasText: name })).toContainText(comment);
    expect(session.problems).toEqual([]);
    await session.context.close();
  }

  // The starter sees it done: the form as submitted, both approvals, the diagram's path marked.
  await page.goto('bpm/task/my');
  const done = bodyRows(visiblePage(page)).filter({ hasText: name });
  await expect(done).toContainText('已完成');
  await expect(done).toContainText('通过');
  await done.getByRole('button', { name: /详\s*细/ }).click();
  const detail = visiblePage(page);
  await expect(detail.getByLabel('金额')).toHaveValue('1280');
  await expect(detail.getByLabel('事由')).toHaveValue('参加技术大会的差旅');
  await expect(detail.locator('.ant-timeline-item')).toHaveCount(2);
  await expect(detail.locator('.ant-timeline')).toContainText('同意，注意控制预算');
  await expect(detail.locator('.bpm-approval-card')).toHaveCount(0);
  const diagram = detail.locator('.bpm-viewer');
  await expect(diagram.locator('.bjs-powered-by')).toBeVisible();
  await expect(diagram.locator('.djs-element.highlight')).toHaveCount(7); // start, two tasks, end, three flows
  await expect(diagram.locator('.djs-element.highlight[data-element-id="start"]')).toHaveCount(1);
  await expect(diagram.locator('.djs-element.highlight-todo')).toHaveCount(0);
});

test('OA leave: 5 days through both steps, 2 days through one', async ({ page }) => {
  const reason = `探亲${uniqueSuffix()}`;
  const apply = async (days: number) => {
    await page.goto('bpm/oa/leave');
    await visiblePage(page).getByRole('button', { name: /发起请假/ }).click();
    await expect(page).toHaveURL(/\/bpm\/oa\/leave\/create$/);
    const form = visiblePage(page);
    const start = new Date(Date.UTC(2027, 0, 4));
    const end = new Date(start.getTime() + days * 86400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    await form.getByLabel('开始时间').fill(day(start));
    await form.getByLabel('开始时间').press('Enter');
    await form.getByLabel('结束时间').fill(day(end));
    await form.getByLabel('结束时间').press('Enter');
    await form.getByLabel('请假类型').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '事假' }).click();
    await form.getByLabel('原因').fill(`${reason}-${days}`);
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect(toast(page, '发起成功')).toBeVisible();
    await expect(page).toHaveURL(/\/bpm\/oa\/leave$/);
    await expect(bodyRows(visiblePage(page)).filter({ hasText: `${reason}-${days}` })).toContainText('处理中');
  };
  await apply(5);
  await apply(2);

  // The shipped rules hand both steps to 超级管理员: the admin approves each from the process detail.
  const approveLeave = async (days: number, taskName: string) => {
    await page.goto('bpm/oa/leave');
    const row = bodyRows(visiblePage(page)).filter({ hasText: `${reason}-${days}` });
    await row.getByRole('button', { name: /审批进度/ }).click();
    const detail = visiblePage(page);
    const card = detail.locator('.bpm-approval-card').filter({ hasText: `审批任务【${taskName}】` });
    await card.getByLabel('审批建议').fill('同意');
    await card.getByRole('button', { name: /(^|\s)通\s*过$/ }).click();
    await expect(toast(page, '审批通过成功！')).toBeVisible();
  };
  await approveLeave(5, '部门领导审批');
  await approveLeave(2, '部门领导审批');
  await page.goto('bpm/oa/leave');
  await expect(bodyRows(visiblePage(page)).filter({ hasText: `${reason}-2` })).toContainText('通过');
  await expect(bodyRows(visiblePage(page)).filter({ hasText: `${reason}-5` })).toContainText('处理中');
  await approveLeave(5, '人事审批');

  for (const [days, steps] of [
    [5, 2],
    [2, 1],
  ] as const) {
    await page.goto('bpm/oa/leave');
    const row = bodyRows(visiblePage(page)).filter({ hasText: `${reason}-${days}` });
    await expect(row).toContainText('通过');
    await row.getByRole('button', { name: /审批进度/ }).click();
    const detail = visiblePage(page);
    await expect(detail.locator('.ant-timeline-item')).toHaveCount(steps);
    // The business form opens from the application card.
    await detail.getByRole('link', { name: '点击查看' }).click();
    await expect(visiblePage(page)).toContainText(`${days} 天`);
  }
});
