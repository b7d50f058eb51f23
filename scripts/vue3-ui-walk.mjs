// Walks today's Vue 3 admin UI (yudao-ui-admin-vue3, built by the lead, served by scripts/serve-upstream-ui.mjs) against
// a running server of ours: signs in, screenshots the home page with its sidebar, opens every system and infra page
// of its sidebar and lists the API calls each page made that failed (HTTP status other than 200, or code ≠ 0).
// Not a test: the UI's source is not in this repository. Usage (tenant on, captcha off on the server):
//   node scripts/vue3-ui-walk.mjs http://127.0.0.1:5191 /work/notes/shots/v3frame
// The slider captcha of the UI's sign-in form is not dragged: the script makes the calls the form makes after it
// (get-id-by-name, login) and stores the tokens where the UI keeps them (web-storage-cache entries in localStorage).
// With --alias, the routes the Vue 3 UI renamed are sent under the 2022 names the server serves, in the browser: to
// see what else fails before the renames are served (issue 40 item 2). Last, it switches to another tenant with the
// header's tenant switcher (when one exists) and lists that tenant's users; --switch-only skips the page walk.
import { chromium } from 'playwright';

const alias = process.argv.includes('--alias');
const [base = 'http://127.0.0.1:5191', shots = '/tmp'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const RENAMES = [
  [/^\/admin-api\/system\/tenant-package\/simple-list/, '/admin-api/system/tenant-package/get-simple-list'],
  [/^\/admin-api\/system\/(dept|dict-data|dict-type|menu|post|role|sms-channel|user)\/simple-list/, '/admin-api/system/$1/list-all-simple'],
  [/^\/admin-api\/(system|infra)\/([\w-]+)\/export-excel/, '/admin-api/$1/$2/export'],
  [/^\/admin-api\/system\/permission\/list-role-menus/, '/admin-api/system/permission/list-role-resources'],
];
const AREAS = ['/system', '/infra'];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
const page = await context.newPage();
if (alias) {
  await page.route('**/admin-api/**', (route) => {
    const url = new URL(route.request().url());
    const hit = RENAMES.find(([re]) => re.test(url.pathname));
    if (!hit) return route.continue();
    url.pathname = url.pathname.replace(hit[0], hit[1]);
    return route.continue({ url: url.toString() });
  });
}
let failures = [];
let calls = 0;
const consoleErrors = [];
page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text().slice(0, 200)));
page.on('response', async (res) => {
  const url = new URL(res.url());
  if (!url.pathname.startsWith('/admin-api/')) return;
  calls += 1;
  let code = 0;
  let msg = '';
  try {
    const body = await res.json();
    code = body.code;
    msg = body.msg;
  } catch {
    // a file download: its status says enough
  }
  if (res.status() !== 200 || (code !== 0 && code !== 200)) failures.push(`${res.request().method()} ${url.pathname}${url.search} → ${res.status()} ${code} ${msg}`);
});
const settle = async () => {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
};

await page.goto(`${base}/login`);
await page.locator('input[type=password]').first().waitFor({ state: 'visible', timeout: 20_000 }).catch(() => {});
await settle();
console.log('login form tenant name:', await page.locator('input').first().inputValue().catch(() => '?'));
console.log('login page calls that failed:', failures);
await page.screenshot({ path: `${shots}/vue3-login-1440.png` });
failures = [];

const tokens = await page.evaluate(async () => {
  const get = (url, init) => fetch(url, init).then((r) => r.json());
  const tenantId = (await get(`/admin-api/system/tenant/get-id-by-name?name=${encodeURIComponent('芋道源码')}`)).data;
  const login = await get('/admin-api/system/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': String(tenantId) },
    body: JSON.stringify({ tenantName: '芋道源码', username: 'admin', password: 'admin123', rememberMe: true, captchaVerification: '' }),
  });
  const put = (key, value) => localStorage.setItem(key, JSON.stringify({ c: Date.now(), e: 253402300799000, v: JSON.stringify(value) }));
  put('ACCESS_TOKEN', login.data.accessToken);
  put('REFRESH_TOKEN', login.data.refreshToken);
  put('tenantId', tenantId);
  return { tenantId, ok: login.code === 0 };
});
console.log('signed in:', tokens);

await page.goto(`${base}/index`);
await settle();
await page.screenshot({ path: `${shots}/vue3-home-1440.png` });
// The sidebar with 系统管理 open.
await page.getByText('系统管理', { exact: true }).first().click();
await page.getByText('用户管理', { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
await settle();
await page.screenshot({ path: `${shots}/vue3-home-sidebar-1440.png` });
console.log('home calls that failed:', failures);
failures = [];

const menus = await page.evaluate(async () => {
  const entry = JSON.parse(localStorage.getItem('ACCESS_TOKEN'));
  const info = await fetch('/admin-api/system/auth/get-permission-info', {
    headers: { Authorization: `Bearer ${JSON.parse(entry.v)}`, 'tenant-id': '1' },
  }).then((r) => r.json());
  return info.data.menus;
});
const pages = [];
const walk = (nodes, prefix, trail) => {
  for (const n of nodes) {
    const path = n.path.startsWith('/') ? n.path : `${prefix}/${n.path}`;
    if (n.children) walk(n.children, path, [...trail, n.name]);
    else if (n.component && n.visible) pages.push({ path, name: [...trail, n.name].join(' / '), component: n.component });
  }
};
walk(menus.filter((m) => AREAS.includes(m.path)), '', []);

const report = [];
for (const p of process.argv.includes("--switch-only") ? [] : pages) {
  failures = [];
  calls = 0;
  const before = consoleErrors.length;
  await page.goto(`${base}${p.path}`);
  await settle();
  const title = await page.title();
  // A page that ends on the sign-in form lost the session (a framed page that cleared the tokens did once).
  if (new URL(page.url()).pathname.startsWith('/login')) failures.push(`ended on the sign-in page (${page.url()})`);
  await page.screenshot({ path: `${shots}/vue3-page${p.path.replaceAll('/', '-')}-1440.png` });
  report.push({ ...p, title, calls, failed: [...new Set(failures)], consoleErrors: consoleErrors.slice(before) });
}
for (const r of report) {
  console.log(`${r.failed.length ? 'FAIL' : 'ok  '} ${r.path} (${r.name}, ${r.component}): ${r.calls} calls, title ${r.title}`);
  for (const f of r.failed) console.log(`       ${f}`);
}
console.log(`${report.filter((r) => !r.failed.length).length} of ${report.length} pages without a failing call`);

// The tenant switcher (shown to holders of system:tenant:visit): switch to the first other tenant, list its users.
failures = [];
await page.goto(`${base}/system/user`);
await settle();
await page.locator('.el-select').filter({ hasText: '请选择租户' }).first().click().catch(() => {});
const option = page.locator('.el-select-dropdown__item:visible').filter({ hasNotText: /^默认租户$/ }).first();
await option.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
if (await option.isVisible().catch(() => false)) {
  const tenantName = await option.innerText();
  await option.click();
  await settle();
  await page.goto(`${base}/system/user`);
  await settle();
  const names = await page.locator('.el-table__body .el-table__row').allInnerTexts();
  await page.screenshot({ path: `${shots}/vue3-visit-tenant-1440.png` });
  console.log(`visiting ${tenantName}: user rows`, names.map((n) => n.replace(/\s+/g, ' ').slice(0, 60)), 'failed calls', failures);
} else {
  console.log('no other tenant to visit');
}
await browser.close();
