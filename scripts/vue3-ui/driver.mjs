// Drives today's Vue 3 admin UI (Element Plus) the way a person does: forms found by their labels, rows by their
// text, buttons by their words. Every /admin-api call is recorded under the step that made it, with its HTTP status
// and envelope code, and every console error too. Used by scripts/vue3-ui-writes.mjs; not a test.

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (s) => new RegExp(`^\\s*${esc(s)}\\s*$`);

export function createDriver(page, base) {
  const calls = [];
  const consoleErrors = [];
  let step = 'start';
  const external = new Set();
  // Resources outside this machine (the UI's icon and avatar hosts) cannot load here: noted apart, not our answers.
  page.on('requestfailed', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) external.add(url.hostname);
  });
  page.on('console', (m) => {
    if (m.type() !== 'error' || m.text().includes('net::ERR_NAME_NOT_RESOLVED')) return;
    consoleErrors.push({ step, text: m.text().slice(0, 300) });
  });
  page.on('pageerror', (e) => consoleErrors.push({ step, text: `pageerror: ${String(e).slice(0, 300)}` }));
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/admin-api/')) return;
    const at = step;
    let code = 0;
    let msg = '';
    const type = res.headers()['content-type'] ?? '';
    if (type.includes('json')) {
      try {
        const body = await res.json();
        code = body.code;
        msg = body.msg ?? '';
      } catch {
        // an empty answer: its status says enough
      }
    }
    calls.push({ step: at, method: res.request().method(), path: url.pathname, query: url.search, status: res.status(), code, msg, type });
  });

  const settle = () => page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  const dialog = () => page.locator('.el-dialog:visible').last();
  const drawerOrDialog = () => page.locator('.el-dialog:visible, .el-drawer:visible').last();
  const formItem = (scope, label) =>
    scope.locator('.el-form-item').filter({ has: page.locator('.el-form-item__label').filter({ hasText: exact(label) }) }).first();

  // An option of the open dropdown: by its exact text, else the first that contains it (labels such as
  // '控制台【控制台（本机）】').
  async function pickOption(text) {
    const popper = page.locator('.el-select-dropdown:visible, .el-popper:visible').last();
    const options = popper.locator('.el-select-dropdown__item, .el-tree-node__label, .el-cascader-node__label');
    await options.first().waitFor({ state: 'visible', timeout: 5000 });
    const same = options.filter({ hasText: exact(text) });
    await ((await same.count()) ? same.first() : options.filter({ hasText: text }).first()).click({ timeout: 5000 });
  }

  // Sets one form field by its label; the kind of control is read from the DOM.
  async function set(scope, label, value) {
    const item = formItem(scope, label);
    await item.waitFor({ state: 'visible', timeout: 5000 });
    if (typeof value === 'object' && value.text) {
      // a custom control (the CRON field with its generator menu): typed into its first input
      await item.locator('input').first().fill(value.text);
    } else if (typeof value === 'object' && value.file) {
      const upload = page.waitForResponse((r) => r.url().includes('/admin-api/infra/file/'), { timeout: 15_000 });
      await item.locator('input[type=file]').setInputFiles(value.file);
      await upload;
    } else if (typeof value === 'object' && value.tags) {
      // el-input-tag: each value typed, then Enter
      for (const t of value.tags) {
        await item.locator('input').first().fill(t);
        await page.keyboard.press('Enter');
      }
    } else if (await item.locator('[contenteditable=true]').count()) {
      await item.locator('[contenteditable=true]').first().click();
      await page.keyboard.type(String(value));
    } else if (await item.locator('.el-radio-group, .el-checkbox-group').count()) {
      await item.locator('.el-radio, .el-radio-button, .el-checkbox').filter({ hasText: exact(String(value)) }).first().click();
    } else if (await item.locator('.el-switch').count()) {
      await item.locator('.el-switch').first().click();
    } else if (await item.locator('.el-select, .el-tree-select, .el-cascader').count()) {
      const values = Array.isArray(value) ? value : [value];
      await item.locator('.el-select__wrapper, .el-cascader .el-input__wrapper, .el-select').first().click();
      for (const v of values) {
        if (typeof v === 'object' && v.type) {
          // an allow-create select: type the new value, Enter
          await item.locator('input').first().fill(v.type);
          await pickOption(v.type);
        } else await pickOption(String(v));
      }
      if (Array.isArray(value)) await page.keyboard.press('Escape');
    } else if (await item.locator('.el-date-editor').count()) {
      const input = item.locator('input').first();
      await input.fill(String(value));
      await page.keyboard.press('Enter');
    } else {
      const input = item.locator('textarea, input').first();
      await input.fill(String(value));
    }
  }

  async function fillForm(fields, scope = dialog()) {
    for (const [label, value] of Object.entries(fields)) await set(scope, label, value);
  }

  // Clicks a button and waits for the write it causes (a call other than GET), then for the list to reload.
  async function clickAndWrite(locator, { method = /POST|PUT|DELETE/, timeout = 15_000 } = {}) {
    const write = page.waitForResponse((r) => r.url().includes('/admin-api/') && method.test(r.request().method()), { timeout });
    await locator.click();
    const res = await write;
    await settle();
    return res;
  }

  async function submit(scope = dialog()) {
    return clickAndWrite(scope.locator('.el-dialog__footer button, .el-drawer__footer button, button').filter({ hasText: /^\s*(确\s*定|保存|提交)\s*$/ }).first());
  }

  async function confirmBox({ write = true } = {}) {
    const ok = page.locator('.el-message-box:visible .el-message-box__btns button.el-button--primary');
    if (!write) {
      await ok.click();
      await settle();
      return null;
    }
    return clickAndWrite(ok);
  }

  async function open(path) {
    await page.goto(`${base}${path}`);
    await settle();
    await page.locator('.el-table, .el-tree, .el-form').first().waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {});
  }

  const searchForm = () => page.locator('form.el-form').first();
  async function search(fields) {
    if (!Object.keys(fields).length) return; // a screen without a search form (数据源配置)
    await fillForm(fields, searchForm());
    await page.locator('button').filter({ hasText: exact('搜索') }).first().click();
    await settle();
  }
  async function resetSearch() {
    if (!(await page.locator('button').filter({ hasText: exact('重置') }).count())) return;
    await page.locator('button').filter({ hasText: exact('重置') }).first().click();
    await settle();
  }
  const toolbar = (text) => page.locator('button').filter({ hasText: exact(text) }).first();
  // Rows of el-table, and of el-table-v2 (菜单管理's virtual table).
  const row = (text) => page.locator('.el-table__body-wrapper tr.el-table__row, .el-table-v2__row').filter({ hasText: text }).first();
  const rowButton = (text, button) => ({
    click: async () => {
      const inRow = row(text).locator('button').filter({ hasText: exact(button) });
      if (await inRow.count()) return inRow.first().click();
      // el-table-v2 renders fixed columns as rows of their own: the button on the same line as the text.
      const box = await row(text).boundingBox();
      const buttons = page.locator('.el-table-v2__row button').filter({ hasText: exact(button) });
      for (let i = 0; i < (await buttons.count()); i += 1) {
        const b = await buttons.nth(i).boundingBox();
        if (b && box && Math.abs(b.y + b.height / 2 - (box.y + box.height / 2)) < box.height / 2) return buttons.nth(i).click();
      }
      throw new Error(`no ${button} button on the row of ${text}`);
    },
  });
  async function rowMore(text, item, moreLabel = '更多') {
    await row(text).locator('button, .el-dropdown').filter({ hasText: exact(moreLabel) }).first().hover();
    await row(text).locator('button, .el-dropdown').filter({ hasText: exact(moreLabel) }).first().click();
    const entry = page.locator('.el-dropdown-menu__item:visible').filter({ hasText: exact(item) }).first();
    await entry.waitFor({ state: 'visible', timeout: 5000 });
    return entry;
  }
  async function check(text) {
    await row(text).locator('.el-checkbox').first().click();
  }
  // Runs the clicks that start a file download and waits for the file.
  async function download(clicks) {
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), clicks()]);
    return file;
  }
  // The toolbar's 导出 button and its confirmation.
  const exportList = () => download(async () => {
    await toolbar('导出').click();
    await confirmBox({ write: false });
  });
  async function waitDialog() {
    await dialog().waitFor({ state: 'visible', timeout: 10_000 });
    await settle();
  }
  async function closeDialog() {
    const d = drawerOrDialog();
    if (await d.isVisible().catch(() => false)) {
      await page.keyboard.press('Escape');
      await d.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => {});
    }
  }

  return {
    calls, consoleErrors, external, page, settle, dialog, formItem, set, fillForm, submit, confirmBox, clickAndWrite, open, search,
    resetSearch, toolbar, download, exportList, row, rowButton, rowMore, check, waitDialog, closeDialog, pickOption,
    setStep: (s) => {
      step = s;
    },
    getStep: () => step,
  };
}
