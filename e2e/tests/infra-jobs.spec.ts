import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, confirmBox, dialog, okButton, submitDialog, toast } from '../support/admin';

// 定时任务: a job made through the form and the cron builder, run once, and its run read in 调度日志.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');

test('jobs: build a schedule, create the job, run it once and read its run in the log', async ({ page, origin, initialTokens }) => {
  await page.goto('infra/job');
  const view = visiblePage(page);
  // Every shipped handler has its seeded job; this test frees one (rate-limit clean-up) and makes its job again.
  const seeded = bodyRows(view).filter({ hasText: 'rateLimitCleanJob' });
  await expect(seeded).toBeVisible();
  await seeded.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, /是否确认删除任务编号为".*"的数据项？/);
  await expect(bodyRows(view).filter({ hasText: 'rateLimitCleanJob' })).toHaveCount(0);

  await view.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加任务');
  await okButton(add).click();
  await expect(add.getByText('任务名称不能为空')).toBeVisible();
  await add.getByLabel('任务名称').fill('清理限流计数（E2E）');
  await add.getByLabel('处理器的名字').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^rateLimitCleanJob/ }).click();

  // The builder: every Monday at 02:00 → a Quartz expression, with the next five runs from the server.
  await add.getByRole('button', { name: '生成表达式' }).click();
  const builder = dialog(page, 'Cron 表达式生成');
  await builder.getByLabel('执行周期').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^每周$/ }).click();
  await builder.getByLabel('星期').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^星期一$/ }).click();
  await expect(builder.getByTestId('cron-expression')).toHaveText('0 0 2 ? * 2');
  await expect(builder.locator('.cron-preview li')).toHaveCount(5);
  await expect(builder.locator('.cron-preview li').first()).toHaveText(/^\d{4}-\d{2}-\d{2} 02:00:00$/);
  await builder.getByRole('button', { name: '使用此表达式' }).click();
  await expect(builder).toBeHidden();
  await expect(add.getByLabel('CRON 表达式')).toHaveValue('0 0 2 ? * 2');
  await submitDialog(add);
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = bodyRows(view).filter({ hasText: '清理限流计数（E2E）' });
  await expect(row).toContainText('正常');
  await expect(row).toContainText('0 0 2 ? * 2');

  // 任务详细 shows the next runs, all on Mondays at 02:00.
  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '任务详细' }).click();
  const detail = dialog(page, '任务详细');
  await expect(detail.getByTestId('job-next-times').locator('li')).toHaveCount(5);
  await detail.getByRole('button', { name: '关闭' }).click();
  await expect(detail).toBeHidden();

  // 执行一次, then 调度日志 of this job shows the run and its result.
  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '执行一次' }).click();
  await confirmBox(page, '确认要立即执行一次"清理限流计数（E2E）"任务吗？');
  await expect(toast(page, '执行成功')).toBeVisible();
  await row.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '调度日志' }).click();
  await expect(page).toHaveURL(/\/job\/log\?jobId=\d+$/);
  const log = visiblePage(page);
  // The run may still be going when the page opens: once the server says it has finished, one refresh shows it.
  const jobId = new URL(page.url()).searchParams.get('jobId')!;
  await expect
    .poll(async () => (await adminApi<{ list: Array<{ status: number }> }>(origin, initialTokens!, `/infra/job-log/page?jobId=${jobId}`)).list[0]?.status)
    .toBe(1);
  await log.getByRole('button', { name: /刷新/ }).click();
  const run = bodyRows(log).filter({ hasText: 'rateLimitCleanJob' });
  await expect(run).toContainText('成功');
  await run.getByRole('button', { name: /详\s*细/ }).click();
  await expect(dialog(page, '调度日志详细').getByTestId('job-log-result')).toHaveText(/^删除限流计数 \d+ 条$/);
});

test('jobs: pause and start again', async ({ page }) => {
  await page.goto('infra/job');
  const view = visiblePage(page);
  const row = bodyRows(view).filter({ hasText: 'captchaCleanJob' });
  await row.getByRole('button', { name: /暂\s*停/ }).click();
  await confirmBox(page, /确认要暂停定时任务编号为".*"的数据项吗？/);
  await expect(toast(page, '暂停成功')).toBeVisible();
  await expect(row).toContainText('暂停');
  await expect(row.getByRole('button', { name: /修\s*改/ })).toBeDisabled();
  await row.getByRole('button', { name: /开\s*启/ }).click();
  await confirmBox(page, /确认要开启定时任务编号为".*"的数据项吗？/);
  await expect(toast(page, '开启成功')).toBeVisible();
  await expect(row).toContainText('正常');
});
