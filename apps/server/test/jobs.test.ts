import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { readXlsx } from './support/users';
import { JobScheduler } from '../src/modules/infra/job/scheduler';
import { createQueue, declareQueue } from '../src/platform/queue';
import { saveFile } from '../src/platform/file-store';

interface Job {
  id: number;
  name: string;
  status: number;
  handlerName: string;
  handlerParam: string | null;
  cronExpression: string;
  retryCount: number;
  retryInterval: number;
  monitorTimeout: number;
}
interface JobLog {
  id: number;
  jobId: number;
  executeIndex: number;
  beginTime: number;
  endTime: number | null;
  duration: number | null;
  status: number;
  result: string;
}

let t: TestApp;
let token: string;
/** What the test handlers saw: one entry per run. */
const calls: Array<{ handler: string; param: string | null }> = [];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  // Handlers of this test, added the way a module adds its own.
  t.app.jobHandlers.add({
    name: 'testEcho',
    description: 'echo',
    run: ({ param }) => {
      calls.push({ handler: 'testEcho', param });
      return Promise.resolve(`echo:${param ?? ''}`);
    },
  });
  t.app.jobHandlers.add({
    name: 'testAlwaysFails',
    description: 'fails',
    run: () => {
      calls.push({ handler: 'testAlwaysFails', param: null });
      return Promise.reject(new Error('boom from the handler'));
    },
  });
  t.app.jobHandlers.add({
    name: 'testHangs',
    description: 'waits until aborted',
    run: ({ signal }) =>
      new Promise<string>((resolve) => {
        signal.addEventListener('abort', () => resolve('stopped after abort'));
      }),
  });
  t.app.jobHandlers.add({ name: 'testTicks', description: 'every second', run: () => Promise.resolve('tick') });
  t.app.jobHandlers.add({ name: 'testSpare', description: 'spare', run: () => Promise.resolve('spare') });
});
afterAll(() => t.close());

const api = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, query?: Record<string, string>) =>
  t.api<T>({ method, url: `/admin-api${url}`, token, payload, query });

const jobBody = (overrides: Partial<Job> = {}) => ({
  name: '测试任务',
  handlerName: 'testEcho',
  handlerParam: 'hello',
  // Far away: these tests run jobs with 执行一次, not by the clock (except the ticking test).
  cronExpression: '0 0 3 1 1 ? 2099',
  retryCount: 0,
  retryInterval: 0,
  monitorTimeout: 0,
  ...overrides,
});

async function createJob(overrides: Partial<Job> = {}): Promise<number> {
  const res = await api<number>('POST', '/infra/job/create', jobBody(overrides));
  expect(res).toMatchObject({ code: 0 });
  return res.data;
}

const logsOf = async (jobId: number) =>
  (await api<{ list: JobLog[] }>('GET', '/infra/job-log/page', undefined, { jobId: String(jobId), pageSize: '100' })).data.list;

/** Waits (polling the log API) until the job's runs satisfy `done`; fails after 10 s. */
async function waitForLogs(jobId: number, done: (logs: JobLog[]) => boolean): Promise<JobLog[]> {
  let last: JobLog[] = [];
  await vi.waitFor(
    async () => {
      last = await logsOf(jobId);
      if (!done(last)) throw new Error(`not yet: ${JSON.stringify(last)}`);
    },
    { timeout: 10_000, interval: 50 },
  );
  return last;
}

describe('cron expressions', () => {
  it('refuses an invalid expression with CRON 表达式不正确, on create and on update', async () => {
    for (const cronExpression of ['bad', '* * * * *', '61 * * * * ?', '0 0 12 30 2 ? 2099', '']) {
      const res = await api('POST', '/infra/job/create', jobBody({ cronExpression, handlerName: 'testSpare' }));
      expect(res.code, cronExpression).not.toBe(0);
      if (cronExpression !== '') expect(res, cronExpression).toMatchObject({ code: 1001001005, msg: 'CRON 表达式不正确' });
    }
    const id = await createJob({ handlerName: 'testSpare' });
    expect(await api('PUT', '/infra/job/update', { ...jobBody({ handlerName: 'testSpare' }), id, cronExpression: '0 0 25 * * ?' })).toMatchObject({
      code: 1001001005,
    });
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });

  it('previews the next fire times as Quartz reads them (seconds first, ? and 1 = Sunday)', async () => {
    const preview = async (cronExpression: string) =>
      (await api<number[]>('GET', '/infra/job/cron-preview', undefined, { cronExpression, count: '5' })).data;
    const everyFifteen = await preview('0/15 * * * * ?');
    expect(everyFifteen).toHaveLength(5);
    for (const [i, time] of everyFifteen.entries()) {
      expect(new Date(time).getSeconds() % 15).toBe(0);
      if (i > 0) expect(time - everyFifteen[i - 1]!).toBe(15_000);
    }
    // Quartz day 2 is Monday; 6#3 the third Friday.
    for (const time of await preview('0 30 9 ? * 2')) expect(new Date(time).getDay()).toBe(1);
    for (const time of await preview('0 0 12 ? * 6#3')) {
      const day = new Date(time);
      expect(day.getDay()).toBe(5);
      expect(Math.ceil(day.getDate() / 7)).toBe(3);
    }
    expect(await api('GET', '/infra/job/cron-preview', undefined, { cronExpression: 'nope' })).toMatchObject({ code: 1001001005 });
  });

  it('answers get_next_times for a saved job', async () => {
    const id = await createJob({ handlerName: 'testSpare', cronExpression: '0 0 8 * * ?' });
    const times = (await api<number[]>('GET', '/infra/job/get_next_times', undefined, { id: String(id), count: '3' })).data;
    expect(times).toHaveLength(3);
    for (const time of times) expect([new Date(time).getHours(), new Date(time).getMinutes()]).toEqual([8, 0]);
    expect(times[1]! - times[0]!).toBe(24 * 3600 * 1000);
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });
});

describe('job rules', () => {
  it('one job per handler; a handler the server does not have is refused', async () => {
    const id = await createJob({ handlerName: 'testSpare' });
    expect(await api('POST', '/infra/job/create', jobBody({ handlerName: 'testSpare' }))).toMatchObject({ code: 1001001001, msg: '定时任务的处理器已经存在' });
    expect(await api('POST', '/infra/job/create', jobBody({ handlerName: 'noSuchHandler' }))).toMatchObject({ code: 1001001006 });
    const handlers = (await api<Array<{ name: string; used: boolean }>>('GET', '/infra/job/list-handlers')).data;
    expect(handlers.find((h) => h.name === 'testSpare')).toMatchObject({ used: true });
    expect(handlers.find((h) => h.name === 'loginLogCleanJob')).toMatchObject({ used: true });
    expect(handlers.find((h) => h.name === 'testEcho')).toMatchObject({ used: false });
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
    expect(await api('GET', '/infra/job/get', undefined, { id: String(id) })).toMatchObject({ code: 1001001000 });
  });

  it('starts and pauses only between 1 and 2, refuses no change, and edits only a running job', async () => {
    const id = await createJob({ handlerName: 'testSpare' });
    expect((await api<Job>('GET', '/infra/job/get', undefined, { id: String(id) })).data).toMatchObject({ status: 1, handlerName: 'testSpare', handlerParam: 'hello' });
    const setStatus = (status: number) => api('PUT', '/infra/job/update-status', undefined, { id: String(id), status: String(status) });
    expect(await setStatus(0)).toMatchObject({ code: 1001001002 });
    expect(await setStatus(1)).toMatchObject({ code: 1001001003 });
    expect(await setStatus(2)).toMatchObject({ code: 0 });
    expect(await api('PUT', '/infra/job/update', { ...jobBody(), id, name: '改名' })).toMatchObject({ code: 1001001004 });
    expect(await setStatus(1)).toMatchObject({ code: 0 });
    // The handler stays what it was, whatever the body says.
    expect(await api('PUT', '/infra/job/update', { ...jobBody(), id, name: '改名', handlerName: 'testEcho' })).toMatchObject({ code: 0 });
    expect((await api<Job>('GET', '/infra/job/get', undefined, { id: String(id) })).data).toMatchObject({ name: '改名', handlerName: 'testSpare' });
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });
});

describe('running jobs', () => {
  it('执行一次 runs the handler with its parameter and logs one successful run', async () => {
    const id = await createJob({ handlerName: 'testEcho', handlerParam: 'p-1' });
    expect(await api('PUT', '/infra/job/trigger', undefined, { id: String(id) })).toMatchObject({ code: 0, data: true });
    const [run] = await waitForLogs(id, (logs) => logs.some((l) => l.status !== 0));
    expect(run).toMatchObject({ jobId: id, executeIndex: 1, status: 1, result: 'echo:p-1' });
    expect(run!.endTime).toBeGreaterThanOrEqual(run!.beginTime);
    expect(run!.duration).toBe(run!.endTime! - run!.beginTime);
    expect(calls.filter((c) => c.handler === 'testEcho')).toEqual([{ handler: 'testEcho', param: 'p-1' }]);
    const detail = await api<JobLog>('GET', '/infra/job-log/get', undefined, { id: String(run!.id) });
    expect(detail.data).toMatchObject({ id: run!.id, result: 'echo:p-1' });
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });

  it('retries a failing run as configured, then logs it as failed: one row per attempt', async () => {
    const id = await createJob({ handlerName: 'testAlwaysFails', retryCount: 2, retryInterval: 0 });
    await api('PUT', '/infra/job/trigger', undefined, { id: String(id) });
    const logs = await waitForLogs(id, (rows) => rows.length === 3 && rows.every((r) => r.status === 2));
    expect(logs.map((l) => l.executeIndex).sort()).toEqual([1, 2, 3]);
    for (const log of logs) expect(log.result).toContain('boom from the handler');
    expect(calls.filter((c) => c.handler === 'testAlwaysFails')).toHaveLength(3);
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });

  it('logs a run past its monitor timeout as failed with the reason, and aborts the handler', async () => {
    const id = await createJob({ handlerName: 'testHangs', monitorTimeout: 300 });
    await api('PUT', '/infra/job/trigger', undefined, { id: String(id) });
    const [run] = await waitForLogs(id, (rows) => rows.length === 1 && rows[0]!.status === 2);
    expect(run!.result).toBe('执行超时：超过监控超时时间 300 毫秒');
    expect(run!.duration).toBeGreaterThanOrEqual(300);
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });

  it('fires a running job on its cron ticks exactly once per tick, with two schedulers sharing the database', async () => {
    // A second process's scheduler, on the same database: both have a timer for the job and send every tick.
    const second = new JobScheduler(t.app, () => createQueue(t.database, t.app.log), t.app.jobHandlers);
    await second.start();
    try {
      const id = await createJob({ handlerName: 'testTicks', cronExpression: '* * * * * ?' });
      await second.reload();
      expect(second.scheduledJobIds()).toContain(id);
      await waitForLogs(id, (rows) => rows.filter((r) => r.status === 1).length >= 4);
      await api('PUT', '/infra/job/update-status', undefined, { id: String(id), status: '2' });
      const runs = await t.database.db.selectFrom('infra_job_log').select(['fireTime', 'executeIndex']).where('jobId', '=', id).execute();
      const seconds = runs.map((r) => r.fireTime);
      expect(new Set(seconds).size).toBe(seconds.length);
      for (const s of seconds) expect(s! % 1000).toBe(0);
      expect(runs.every((r) => r.executeIndex === 1)).toBe(true);
      await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
    } finally {
      await second.stop();
    }
  });

  it('lets a request that came in meanwhile go before each of the queue’s statements while the server starts', async () => {
    // On PGlite a statement is answered synchronously: without a turn of the event loop between them, the queue's
    // start (dozens of statements) held back every request that arrived during it.
    const boss = await createQueue(t.database, t.app.log, () => true);
    const order: string[] = [];
    setImmediate(() => order.push('request'));
    await boss.getDb().executeSql('select 1', []);
    order.push('statement');
    expect(order).toEqual(['request', 'statement']);
  });

  it('declares the queue however many processes start at once: a deadlock between two declarations is tried again', async () => {
    // Real queues declared side by side, as processes starting together do.
    const queues = await Promise.all(Array.from({ length: 3 }, () => createQueue(t.database, t.app.log)));
    try {
      await Promise.all(queues.map(async (boss) => (await boss.start(), declareQueue(boss, 'declare-together'))));
      expect(await queues[0]!.getQueue('declare-together')).toMatchObject({ name: 'declare-together' });
    } finally {
      await Promise.all(queues.map((boss) => boss.stop({ graceful: false, wait: true })));
    }
    // The deadlock itself cannot be provoked on demand: the victim's declaration is tried again; other errors are not.
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let calls = 0;
    await declareQueue({ createQueue: () => (++calls === 1 ? Promise.reject(deadlock) : Promise.resolve()) }, 'q');
    expect(calls).toBe(2);
    const denied = Object.assign(new Error('permission denied'), { code: '42501' });
    calls = 0;
    await expect(declareQueue({ createQueue: () => (++calls, Promise.reject(denied)) }, 'q')).rejects.toBe(denied);
    expect(calls).toBe(1);
  });

  it('a tick is queued once however many processes send it', async () => {
    const id = await createJob({ handlerName: 'testSpare' });
    const job = { id, retryCount: 0, retryInterval: 0, monitorTimeout: 0 };
    const fireTime = Date.UTC(2099, 0, 1);
    const sends = await Promise.all(Array.from({ length: 5 }, () => t.app.jobScheduler.sendTick(job, fireTime)));
    expect(sends.filter((s) => s !== null)).toHaveLength(1);
    await waitForLogs(id, (rows) => rows.length === 1 && rows[0]!.status === 1);
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });

  it('pausing stops the job timer at once, and a tick sent for a paused job is dropped without a run', async () => {
    const id = await createJob({ handlerName: 'testSpare' });
    expect(t.app.jobScheduler.scheduledJobIds()).toContain(id);
    await api('PUT', '/infra/job/update-status', undefined, { id: String(id), status: '2' });
    expect(t.app.jobScheduler.scheduledJobIds()).not.toContain(id);
    // What a process that has not seen the pause yet would send.
    const queued = await t.app.jobScheduler.sendTick({ id, retryCount: 0, retryInterval: 0, monitorTimeout: 0 }, Date.UTC(2099, 0, 2));
    expect(queued).not.toBeNull();
    await vi.waitFor(
      async () => {
        const { rows } = await t.database.executeSql('select state, output from pgboss.job where id = $1', [queued]);
        expect(rows[0]).toMatchObject({ state: 'completed', output: { result: 'skipped: job not running' } });
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await logsOf(id)).toEqual([]);
    await api('PUT', '/infra/job/update-status', undefined, { id: String(id), status: '1' });
    expect(t.app.jobScheduler.scheduledJobIds()).toContain(id);
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
    expect(t.app.jobScheduler.scheduledJobIds()).not.toContain(id);
  });
});

describe('shipped handlers', () => {
  it('loginLogCleanJob deletes login logs older than the retention days and reports how many', async () => {
    const old = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await t.database.db
      .insertInto('system_login_log')
      .values([1, 2, 3].map((n) => ({ logType: 100, username: `old${n}`, result: 0, userIp: '127.0.0.1', userAgent: 'test', tenantId: 1, createTime: old })))
      .execute();
    const recent = await t.database.db.selectFrom('system_login_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // The seeded job: a fresh install already has it, running nightly.
    const seeded = (await api<{ list: Job[] }>('GET', '/infra/job/page', undefined, { handlerName: 'loginLogCleanJob' })).data.list;
    expect(seeded).toEqual([expect.objectContaining({ name: '清理登录日志', status: 1, cronExpression: '0 10 2 * * ?' })]);
    const id = seeded[0]!.id;
    await api('PUT', '/infra/job/update', { ...jobBody({ handlerName: 'loginLogCleanJob' }), id, cronExpression: '0 10 2 * * ?', handlerParam: '7' });
    await api('PUT', '/infra/job/trigger', undefined, { id: String(id) });
    const [run] = await waitForLogs(id, (rows) => rows.length === 1 && rows[0]!.status !== 0);
    expect(run).toMatchObject({ status: 1, result: '删除 7 天前的登录日志 3 条' });
    const left = await t.database.db.selectFrom('system_login_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(left.n).toBe(recent.n - 3);
    await api('PUT', '/infra/job/update', { ...jobBody({ handlerName: 'loginLogCleanJob' }), id, handlerParam: 'ten' });
    await api('PUT', '/infra/job/trigger', undefined, { id: String(id) });
    const runs = await waitForLogs(id, (rows) => rows.length === 2 && rows.every((r) => r.status !== 0));
    expect(runs[0]).toMatchObject({ status: 2 });
    expect(runs[0]!.result).toContain('处理器参数应为保留天数');
  });
});

describe('unused uploads', () => {
  it('unusedFileCleanJob deletes old avatars and attachments nobody cites, bytes included, and keeps the rest', async () => {
    const db = t.database.db;
    const save = (dir: string, content: string) =>
      db.transaction().execute((trx) => saveFile(trx, { name: 'x.png', content: Buffer.from(content), type: 'image/png', dir, actorId: 1 }));
    const old = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    const orphanAvatar = await save('avatar', 'orphan avatar');
    const usedAvatar = await save('avatar', 'used avatar');
    const orphanScan = await save('lawyer', 'orphan scan');
    const general = await save('docs', 'a general upload');
    const recent = await save('avatar', 'recent avatar');
    await db.updateTable('infra_file').set({ createTime: old }).where('id', 'in', [orphanAvatar.id, usedAvatar.id, orphanScan.id, general.id]).execute();
    await db.updateTable('system_users').set({ avatar: usedAvatar.url }).where('id', '=', 1).execute();
    const cited = await db.selectFrom('audit_lawyer').select(['licencePhotoUrl']).executeTakeFirstOrThrow();

    const seeded = (await api<{ list: Job[] }>('GET', '/infra/job/page', undefined, { handlerName: 'unusedFileCleanJob' })).data.list[0]!;
    await api('PUT', '/infra/job/trigger', undefined, { id: String(seeded.id) });
    const [run] = await waitForLogs(seeded.id, (rows) => rows.length === 1 && rows[0]!.status !== 0);
    expect(run).toMatchObject({ status: 1, result: '删除 7 天前上传、不再被引用的文件 2 个；直传后未登记的文件 0 个' });

    const left = (await db.selectFrom('infra_file').select('id').execute()).map((r) => r.id);
    expect(left).not.toContain(orphanAvatar.id);
    expect(left).not.toContain(orphanScan.id);
    expect(left).toEqual(expect.arrayContaining([usedAvatar.id, general.id, recent.id]));
    const contents = (await db.selectFrom('infra_file_content').select('path').execute()).map((r) => r.path);
    expect(contents).not.toContain(orphanAvatar.path);
    expect(contents).toContain(usedAvatar.path);
    // The seeded applications' scans are cited: still there.
    expect(await db.selectFrom('infra_file').select('id').where('url', '=', cited.licencePhotoUrl).executeTakeFirst()).toBeDefined();
  });
});

describe('exports', () => {
  it('exports jobs and job logs with their status labels', async () => {
    const id = await createJob({ handlerName: 'testEcho', name: '导出任务' });
    await api('PUT', '/infra/job/trigger', undefined, { id: String(id) });
    await waitForLogs(id, (rows) => rows.some((r) => r.status === 1));
    const jobs = await readXlsx((await t.request({ method: 'GET', url: '/admin-api/infra/job/export-excel?name=导出任务', token })).rawPayload);
    expect(jobs[0]).toContain('任务状态');
    expect(jobs[1]).toEqual(expect.arrayContaining(['导出任务', '正常', 'testEcho']));
    const logs = await readXlsx((await t.request({ method: 'GET', url: `/admin-api/infra/job-log/export-excel?jobId=${id}`, token })).rawPayload);
    expect(logs[1]).toEqual(expect.arrayContaining(['testEcho', '成功']));
    await api('DELETE', '/infra/job/delete', undefined, { id: String(id) });
  });
});
