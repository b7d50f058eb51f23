import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { sidebar, signInWithSlider, visiblePage } from '../support/app';
import { signInThroughApi, type Tokens } from '../support/api';

/**
 * The landing screen: lawyer applications to decide. The run's server starts from the seeded demo
 * queue; other tests may have decided some of it, so expectations are read from the API, never assumed.
 */

interface Lawyer {
  id: number;
  name: string;
  lawFirm: string;
  status: number;
}
interface Counts {
  pending: number;
  approved: number;
  rejected: number;
}

/** An admin-API call as the test's signed-in user; the envelope's data, or a thrown error. */
async function adminApi<T>(origin: string, tokens: Tokens, path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/admin-api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const countsOf = (origin: string, tokens: Tokens, query = '') => adminApi<Counts>(origin, tokens, `/audit/lawyer/status-counts${query}`);
const pendingQueue = async (origin: string, tokens: Tokens, query = '') =>
  (await adminApi<{ list: Lawyer[] }>(origin, tokens, `/audit/lawyer/page?status=0&pageSize=100${query}`)).list;

/** The count shown on a status tab. */
const tabCount = (page: Page, key: 'pending' | 'approved' | 'rejected' | 'all') => visiblePage(page).getByTestId(`lawyer-tab-${key}`).locator('.ant-badge');

/** The badge beside 律师审核 in the sidebar. */
const menuBadge = (page: Page) => sidebar(page).getByTestId('menu-badge');

const drawer = (page: Page) => page.locator('.lawyer-drawer');
const drawerName = (page: Page) => page.getByTestId('lawyer-drawer-name');

async function rowOf(page: Page, name: string): Promise<Locator> {
  const row = visiblePage(page).locator('.ant-table-row').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  return row;
}

test.describe('lawyer audit', () => {
  test.describe('signed out', () => {
    test.use({ signedIn: false });

    test('a staff member signs in and lands on the pending queue, with its count on the tab and the menu', async ({ page, origin }) => {
      await page.goto('');
      await expect(page).toHaveURL(/\/admin\/login/);
      await signInWithSlider(page);
      await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);

      const tokens = await signInThroughApi(origin);
      const counts = await countsOf(origin, tokens);
      const queue = await pendingQueue(origin, tokens);
      expect(counts.pending).toBeGreaterThan(2);
      await expect(tabCount(page, 'pending')).toHaveText(String(counts.pending));
      await expect(tabCount(page, 'approved')).toHaveText(String(counts.approved));
      await expect(tabCount(page, 'all')).toHaveText(String(counts.pending + counts.approved + counts.rejected));
      await expect(menuBadge(page)).toHaveText(String(counts.pending));
      // Oldest submission first: the head of the queue is the first row.
      await expect(visiblePage(page).locator('.ant-table-row').first()).toContainText(queue[0]!.name);
      // A page holds 20 rows.
      await expect(visiblePage(page).locator('.ant-table-row')).toHaveCount(Math.min(20, counts.pending));
    });
  });

  test('filter, open an application, reject it with a reason: the timeline, the counts and the badge follow', async ({ page, origin, initialTokens }) => {
    const tokens = initialTokens!;
    await page.goto('audit/lawyer');
    const firm = (await pendingQueue(origin, tokens))[0]!.lawFirm;
    const inFirm = await pendingQueue(origin, tokens, `&lawFirm=${encodeURIComponent(firm)}`);
    const before = await countsOf(origin, tokens);

    const search = visiblePage(page).locator('form[id="lawyer-search"]');
    await search.getByLabel('律师事务所').fill(firm);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    const rows = visiblePage(page).locator('.ant-table-row');
    await expect(rows).toHaveCount(inFirm.length);
    for (const row of await rows.all()) await expect(row).toContainText(firm);
    // Counts follow the filters too.
    await expect(tabCount(page, 'pending')).toHaveText(String(inFirm.length));

    const target = inFirm[0]!;
    await (await rowOf(page, target.name)).getByRole('button', { name: /详情/ }).click();
    await expect(drawerName(page)).toHaveText(target.name);
    // The scans are private: they load through the signed URLs the detail answered.
    for (const key of ['licence', 'front', 'back']) {
      const scan = drawer(page).getByTestId(`lawyer-attachment-${key}`).locator('img');
      await expect(scan).toBeVisible();
      await expect(scan).toHaveAttribute('src', /\/admin-api\/infra\/file\/0\/get\/lawyer\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
      await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    const trail = page.getByTestId('lawyer-trail');
    const stepsBefore = await trail.locator('.ant-timeline-item').count();

    await drawer(page).getByRole('button', { name: /驳\s*回/ }).click();
    const reasonBox = page.getByRole('dialog', { name: new RegExp(`驳回申请 · ${target.name}`) });
    // A reason is required.
    await reasonBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect(reasonBox.getByText('请填写驳回原因')).toBeVisible();
    await reasonBox.getByText('身份证信息与执业证信息不一致').click();
    await expect(reasonBox.getByRole('textbox')).toHaveValue('身份证信息与执业证信息不一致');
    await reasonBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect(reasonBox).toBeHidden();

    await expect(drawer(page).locator('.lawyer-decision')).toContainText('芋道源码');
    await expect(trail.locator('.ant-timeline-item')).toHaveCount(stepsBefore + 1);
    await expect(trail.locator('.ant-timeline-item').last()).toContainText('驳回');
    await expect(trail.locator('.ant-timeline-item').last()).toContainText('身份证信息与执业证信息不一致');
    await expect(drawer(page).getByRole('button', { name: /通\s*过/ })).toHaveCount(0);
    await expect(tabCount(page, 'pending')).toHaveText(String(inFirm.length - 1));
    await expect(menuBadge(page)).toHaveText(String(before.pending - 1));

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(visiblePage(page).locator('.ant-table-row').filter({ hasText: target.name })).toHaveCount(0);
    const after = await countsOf(origin, tokens);
    expect(after).toEqual({ ...before, pending: before.pending - 1, rejected: before.rejected + 1 });
  });

  test('works through the queue from the keyboard with "next pending"', async ({ page, origin, initialTokens }) => {
    const tokens = initialTokens!;
    await page.goto('audit/lawyer');
    const queue = await pendingQueue(origin, tokens);
    expect(queue.length).toBeGreaterThanOrEqual(3);

    await (await rowOf(page, queue[0]!.name)).getByRole('button', { name: /详情/ }).click();
    await expect(drawerName(page)).toHaveText(queue[0]!.name);

    // N: the next in the queue. A then Enter: approve it (系统提示 asks first).
    await page.keyboard.press('n');
    await expect(drawerName(page)).toHaveText(queue[1]!.name);
    await page.keyboard.press('a');
    const confirmBox = page.getByRole('dialog').filter({ hasText: `确认通过${queue[1]!.name}的执业资质审核吗？` });
    await expect(confirmBox).toContainText('系统提示');
    await confirmBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect(drawer(page).locator('.lawyer-decision')).toBeVisible();
    await expect(drawer(page).locator('.ant-drawer-title')).toContainText('已通过');

    // From a decided application, N goes on to the next still pending; R opens the reason for it.
    await page.keyboard.press('n');
    await expect(drawerName(page)).toHaveText(queue[2]!.name);
    await page.keyboard.press('r');
    const reasonBox = page.getByRole('dialog', { name: new RegExp(`驳回申请 · ${queue[2]!.name}`) });
    await expect(reasonBox).toBeVisible();
    // Typing into the reason is text, not shortcuts.
    await reasonBox.getByRole('textbox').fill('执业年限 n 年与执业证记载不符');
    await expect(drawerName(page)).toHaveText(queue[2]!.name);
    await reasonBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect(drawer(page).locator('.lawyer-decision')).toContainText('执业年限 n 年与执业证记载不符');

    const approved = await adminApi<{ status: number }>(origin, tokens, `/audit/lawyer/get?id=${queue[1]!.id}`);
    const rejected = await adminApi<{ status: number }>(origin, tokens, `/audit/lawyer/get?id=${queue[2]!.id}`);
    expect([approved.status, rejected.status]).toEqual([1, 2]);
  });

  test('a decision someone else took first is refused with who and when, and the screen catches up', async ({ page, origin, initialTokens }) => {
    const tokens = initialTokens!;
    await page.goto('audit/lawyer');
    const [target] = await pendingQueue(origin, tokens);
    await (await rowOf(page, target!.name)).getByRole('button', { name: /详情/ }).click();
    await expect(drawerName(page)).toHaveText(target!.name);

    // Another auditor approves it meanwhile.
    const detail = await adminApi<{ version: number }>(origin, tokens, `/audit/lawyer/get?id=${target!.id}`);
    await adminApi(origin, tokens, '/audit/lawyer/approve', 'PUT', { id: target!.id, version: detail.version });

    await drawer(page).getByRole('button', { name: /驳\s*回/ }).click();
    const reasonBox = page.getByRole('dialog', { name: new RegExp(`驳回申请 · ${target!.name}`) });
    await reasonBox.getByText('申请材料不完整').click();
    await reasonBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-notification')).toContainText(/该申请已由【芋道源码】于 .+ 审核为「已通过」/);
    await expect(drawer(page).locator('.ant-drawer-title')).toContainText('已通过');
    await expect(drawer(page).getByRole('button', { name: /驳\s*回/ })).toHaveCount(0);
  });
});

test.describe('lawyer audit: batch and registration', () => {
  test('rejects two selected applications at once with one reason', async ({ page, origin, initialTokens }) => {
    const tokens = initialTokens!;
    await page.goto('audit/lawyer');
    const queue = await pendingQueue(origin, tokens);
    const picked = queue.slice(-2);
    const toolbar = visiblePage(page);
    await expect(toolbar.getByRole('button', { name: '批量驳回' })).toBeDisabled();
    for (const lawyer of picked) await (await rowOf(page, lawyer.name)).getByRole('checkbox').check();
    await expect(toolbar.getByText('已选 2 项')).toBeVisible();
    await toolbar.getByRole('button', { name: '批量驳回' }).click();
    const reasonBox = page.getByRole('dialog', { name: '驳回 2 份申请' });
    await reasonBox.getByRole('textbox').fill('执业证照片不清晰，请重新拍摄上传');
    await reasonBox.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('已处理 2 份');
    for (const lawyer of picked) await expect(visiblePage(page).locator('.ant-table-row').filter({ hasText: lawyer.name })).toHaveCount(0);
    for (const lawyer of picked) {
      const detail = await adminApi<{ status: number; auditReason: string }>(origin, tokens, `/audit/lawyer/get?id=${lawyer.id}`);
      expect(detail).toMatchObject({ status: 2, auditReason: '执业证照片不清晰，请重新拍摄上传' });
    }
  });

  test('registers an application on a lawyer’s behalf, with its documents, into the pending queue', async ({ page, origin, initialTokens }) => {
    const tokens = initialTokens!;
    await page.goto('audit/lawyer');
    const before = await countsOf(origin, tokens);
    await visiblePage(page).getByRole('button', { name: '代为登记' }).click();
    const form = page.getByRole('dialog', { name: '代为登记律师申请' });
    // Nothing is sent until the form is valid.
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form.getByText('姓名不能为空')).toBeVisible();

    const suffix = String(Date.now()).slice(-6);
    await form.getByLabel('姓名').fill(`周律师${suffix.slice(-2)}`);
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByLabel('身份证号').fill('110105198503071231');
    await form.getByLabel('身份证号').blur();
    await expect(form.getByText('身份证号不正确（出生日期或校验位错误）')).toBeVisible();
    await form.getByLabel('身份证号').fill('11010519491231002X');
    await form.getByLabel('执业证号').fill(`11101201512${suffix}`);
    await form.getByLabel('执业起始年份').fill('2015');
    await form.getByLabel('律师事务所').fill(`北京登记${suffix}律师事务所`);
    // A click on an option while its dropdown still slides in can miss on a loaded machine: the region is searched by
    // name and chosen with the keyboard, the specialty clicked once its dropdown has settled.
    await form.getByLabel('执业地区').fill('海淀');
    await expect(page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').first()).toContainText('北京市 / 海淀区');
    await form.getByLabel('执业地区').press('ArrowDown');
    await form.getByLabel('执业地区').press('Enter');
    await expect(form.locator('.ant-cascader [title="北京市 / 海淀区"]')).toBeVisible();
    await form.getByLabel('专业领域').click();
    // The region dropdown may still be sliding out: this is the one holding the specialties.
    const specialties = page.locator('.ant-select-dropdown:visible').filter({ has: page.getByTitle('知识产权') });
    await expect(specialties).not.toHaveClass(/-(enter|appear)/);
    await specialties.getByTitle('知识产权').click();
    await expect(form.locator('.ant-select [title="知识产权"]')).toBeVisible();
    await form.getByLabel('姓名').click(); // closes the dropdown
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const uploads = form.locator('input[type=file]');
    for (let i = 0; i < 3; i++) {
      const uploaded = page.waitForResponse((response) => response.url().includes('/admin-api/audit/lawyer/upload'));
      await uploads.nth(i).setInputFiles({ name: `scan-${i}.png`, mimeType: 'image/png', buffer: png });
      await uploaded;
    }
    await expect(form.locator('.lawyer-upload-cell img')).toHaveCount(3);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('登记成功');
    await expect(tabCount(page, 'pending')).toHaveText(String(before.pending + 1));

    const [registered] = await pendingQueue(origin, tokens, `&lawFirm=${encodeURIComponent(`北京登记${suffix}`)}`);
    const detail = await adminApi<{ idCard: string; province: string; city: string; records: Array<{ action: number; operatorName: string }> }>(origin, tokens, `/audit/lawyer/get?id=${registered!.id}`);
    expect(detail.idCard).toBe('11010519491231002X');
    expect(detail).toMatchObject({ province: '北京市', city: '海淀区' });
    expect(detail.records).toEqual([expect.objectContaining({ action: 4, operatorName: '芋道源码' })]);
  });
});
