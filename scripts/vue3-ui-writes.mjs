// Drives the WRITES of today's Vue 3 admin UI (yudao-ui-admin-vue3, built by the lead, served by
// scripts/serve-upstream-ui.mjs) against a running server of ours: per screen it creates, searches, edits, deletes (one
// and a batch) and presses the screen's other buttons, and prints every API call that failed (HTTP status other than
// 200, or code ≠ 0) and every console error, per action. Not a test: the UI's source is not in this repository.
// Usage (tenant on, captcha off on the server):
//   node scripts/vue3-ui-writes.mjs http://127.0.0.1:48191 /work/notes/shots/v3writes [screen names, comma-separated]
// Sign-in is done as scripts/vue3-ui-walk.mjs does it (the slider captcha is not dragged).
import fs from 'node:fs';
import { chromium } from 'playwright';
import { createDriver } from './vue3-ui/driver.mjs';
import { systemScreens } from './vue3-ui/screens-system.mjs';
import { infraScreens } from './vue3-ui/screens-infra.mjs';

const [base = 'http://127.0.0.1:48191', shots = '/tmp', only = ''] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: true });
const page = await context.newPage();
for (const f of fs.readdirSync(shots)) if (f.startsWith('fail-')) fs.rmSync(`${shots}/${f}`);
const d = createDriver(page, base);

await page.goto(`${base}/login`);
await d.settle();
await page.evaluate(async () => {
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
});

// A unique suffix, so a second run against the same data does not collide with the first.
const tag = `w${Date.now().toString(36).slice(-5)}`;
const report = [];
for (const screen of [...systemScreens, ...infraScreens]) {
  if (only && !only.split(',').some((o) => screen.name.includes(o))) continue;
  for (const [action, fn, opts = {}] of screen.actions) {
    const label = `${screen.name}: ${action}`;
    d.setStep(label);
    let uiError = '';
    try {
      await fn(d, tag);
    } catch (e) {
      uiError = String(e.message ?? e).split('\n')[0].slice(0, 200);
      await page.screenshot({ path: `${shots}/fail-${label.replace(/[^\w一-龥]+/g, '-')}.png` }).catch(() => {});
      await d.closeDialog().catch(() => {});
      await page.keyboard.press('Escape').catch(() => {});
    }
    if (opts.shot) await page.screenshot({ path: `${shots}/${opts.shot}-1440.png` });
    report.push({ label, screen: screen.name, action, opts, uiError });
  }
}
await page.waitForTimeout(500); // the last answers' bodies are read asynchronously
await browser.close();

for (const r of report) {
  const { label, opts } = r;
  const mine = d.calls.filter((c) => c.step === label);
  const failed = mine.filter((c) => c.status !== 200 || (c.code !== 0 && c.code !== 200));
  // A refusal the reference gives too, or a defect of the UI itself (opts.refusal, opts.why), is listed apart.
  const refused = opts.refusal ? failed.filter((c) => opts.refusal.test(`${c.method} ${c.path} ${c.code} ${c.msg}`)) : [];
  Object.assign(r, {
    writes: mine.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${c.code}`),
    failed: failed.filter((c) => !refused.includes(c)).map((c) => `${c.method} ${c.path}${c.query} → ${c.status} ${c.code} ${c.msg}`),
    refused: refused.map((c) => `${c.method} ${c.path} → ${c.code} ${c.msg}${opts.why ? ` (${opts.why})` : ''}`),
    console: d.consoleErrors.filter((e) => e.step === label).map((e) => e.text),
  });
  delete r.opts;
}

for (const r of report) {
  const bad = r.failed.length || r.console.length || r.uiError;
  console.log(`${bad ? 'FAIL' : 'ok  '} ${r.screen}: ${r.action}  [${r.writes.join(', ')}]`);
  for (const f of r.failed) console.log(`       call: ${f}`);
  for (const f of r.refused) console.log(`       expected: ${f}`);
  for (const f of r.console) console.log(`       console: ${f}`);
  if (r.uiError) console.log(`       ui: ${r.uiError}`);
}
console.log('hosts outside this machine that did not load:', [...d.external].join(', '));
console.log(`${report.filter((r) => !(r.failed.length || r.console.length || r.uiError)).length} of ${report.length} actions clean`);
fs.writeFileSync(`${shots}/writes-report.json`, JSON.stringify(report, null, 2));
