/**
 * Workflow approvals end to end (target ≥ 100 complete two-step approvals/s on the 2-core machine at 10
 * concurrent clients): the built server on PostgreSQL (BENCH_DATABASE_URL) or PGlite; each client starts a two-step
 * process (both steps assigned to the admin), reads the instance's tasks, approves the first, reads again, approves
 * the second — a complete approval is the instance finished. Then, in this process, the database round trips of
 * each step (start, approve → next task, approve → end) counted on the same database. Prints tables; not a test.
 * Beside the approvals' CPU it prints the trivial route's server CPU per request from the same run, and with
 * BENCH_CPU_PROF=<dir> each server thread's top frames over the approvals only (see cpu-profile.ts).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55420/postgres npm run bench:bpm -w @console/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database';
import { TenantScopePlugin } from '../apps/server/src/db/tenant-scope';
import { compileProcess, EngineStep, LiveEngines } from '../apps/server/src/modules/bpm/runtime/engine';
import { ElementsStep } from '../apps/server/src/modules/bpm/runtime/engine-bpmn-elements';
import { EngineHost } from '../apps/server/src/modules/bpm/runtime/engine-host';
import { approveTask, startInstance } from '../apps/server/src/modules/bpm/runtime/service';
import { twoStepBpmn } from '../apps/server/test/support/bpmn';
import { monotonicMicros, profilesOf, topFrames } from './cpu-profile';
import { apiCall as call, busiestOtherThread, cpuMicros, threadCpuMicros, runClients, freePort, load, postgresCpuMicros, signIn, startServer, table, waitUntilUp, runBenchmark } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-bpm-'));


const twoStep = (key: string) => twoStepBpmn(key, key);

/** Counts the statements sent to the database (each one round trip; BEGIN/COMMIT are counted by the caller). */
class StatementCounter {
  count = 0;
  transformQuery<N>(args: { node: N }): N {
    this.count += 1;
    return args.node;
  }
  transformResult<R>(args: { result: R }): Promise<R> {
    return Promise.resolve(args.result);
  }
}

async function main() {
  const port = await freePort();
  const dataDir = path.join(work, 'data');
  const server = startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, port);
  await waitUntilUp(port);
  const admin = await signIn(port);
  const key = `bench_${Date.now().toString(36)}`;
  const formId = await call<number>(port, 'POST', '/admin-api/bpm/form/create', admin, {
    name: `压测表单 ${key}`, status: 0, conf: '{}', fields: [JSON.stringify({ __config__: { label: '金额', tag: 'el-input-number' }, __vModel__: 'amount' })],
  });
  const modelId = await call<number>(port, 'POST', '/admin-api/bpm/model/create', admin, { key, name: key });
  await call(port, 'PUT', '/admin-api/bpm/model/update', admin, { id: modelId, bpmnXml: twoStep(key), category: '1', formType: 10, formId });
  for (const task of ['manager', 'hr']) await call(port, 'POST', '/admin-api/bpm/task-assign-rule/create', admin, { modelId, taskDefinitionKey: task, type: 30, options: [1] });
  await call(port, 'POST', `/admin-api/bpm/model/deploy?id=${modelId}`, admin);
  const definitionId = (await call<{ processDefinition: { id: number } }>(port, 'GET', `/admin-api/bpm/model/get?id=${modelId}`, admin)).processDefinition.id;

  const openTask = async (instanceId: number) => {
    const tasks = await call<Array<{ id: number; result: number }>>(port, 'GET', `/admin-api/bpm/task/list-by-process-instance-id?processInstanceId=${instanceId}`, admin);
    return tasks.find((t) => t.result === 1)!.id;
  };
  const approval = async () => {
    const id = await call<number>(port, 'POST', '/admin-api/bpm/process-instance/create', admin, { processDefinitionId: definitionId, variables: { amount: 100 } });
    await call(port, 'PUT', '/admin-api/bpm/task/approve', admin, { id: await openTask(id), reason: '同意' });
    await call(port, 'PUT', '/admin-api/bpm/task/approve', admin, { id: await openTask(id), reason: '同意' });
  };
  const serverPid = server.child.pid!;
  // The server's busiest thread besides the main one once the warm-up has run approvals: the engine thread when
  // bpmn-elements runs the approvals; with our engine (on the request thread) one of V8's helpers.
  let otherThread: number | undefined;
  const result = await runClients(connections, duration, approval, {
    server: () => cpuMicros(serverPid),
    'of which request thread': () => threadCpuMicros(serverPid, serverPid),
    'of which busiest other thread': () => threadCpuMicros(serverPid, (otherThread ??= busiestOtherThread(serverPid))),
    ...(databaseUrl ? { PostgreSQL: postgresCpuMicros } : {}),
    'load generator': () => cpuMicros(process.pid),
  });
  // The trivial route's server CPU per request from the same run: the scale an approval's figure is read against.
  const trivialCpuBefore = cpuMicros(serverPid);
  const trivialWindow = { from: monotonicMicros(), to: 0 };
  const trivial = await load(port, '/admin-api/system/public-config', { duration, connections });
  trivialWindow.to = monotonicMicros();
  const trivialCpuMs = (cpuMicros(serverPid) - trivialCpuBefore) / 1000 / Math.max(1, trivial.total);
  await server.stop();

  // Round trips per step, counted in this process on the same database.
  const database = databaseUrl ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 }) : await openDatabase({ kind: 'pglite', dataDir });
  const counter = new StatementCounter();
  const db = database.db.withPlugin(new TenantScopePlugin(1)).withPlugin(counter);
  const env = { smsEndpoints: { aliyun: '', tencent: '' }, consoleOrigin: 'http://localhost', log: { warn: () => undefined } as never, engines: new EngineHost() };
  const steps: Array<[string, number]> = [];
  const step = async (name: string, work: () => Promise<unknown>) => {
    counter.count = 0;
    await work();
    steps.push([name, counter.count + 2]); // + BEGIN and COMMIT
  };
  const taskOf = async (instanceId: number) =>
    (await database.db.selectFrom('bpm_task').select('id').where('processInstanceId', '=', instanceId).where('result', '=', 1).executeTakeFirstOrThrow()).id;
  let instanceId = 0;
  await startInstance(db, env, { id: 1 }, { processDefinitionId: definitionId, variables: { amount: 1 } }); // compiles the diagram here
  await step('start (→ first task)', async () => (instanceId = await startInstance(db, env, { id: 1 }, { processDefinitionId: definitionId, variables: { amount: 1 } })));
  const first = await taskOf(instanceId);
  await step('approve (→ second task)', () => approveTask(db, env, { id: 1 }, { id: first, reason: 'ok' }));
  const second = await taskOf(instanceId);
  await step('approve (→ end)', () => approveTask(db, env, { id: 1 }, { id: second, reason: 'ok' }));
  await env.engines.close();
  await database.close();

  const engineOnly = await engineCpuPerApproval(twoStep(key), EngineStep);
  const elementsOnly = await engineCpuPerApproval(twoStep(key), ElementsStep);

  console.log(`\nTwo-step approvals end to end: ${connections} concurrent clients, ${duration} s, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores\n`);
  console.log(
    table(
      ['what', 'per second', 'p50 ms', 'p99 ms', 'failures'],
      [
        ['approval: start → approve → approve (+ 2 task reads)', result.perSecond, result.p50, result.p99, result.failures],
        ['trivial route (public-config)', trivial.reqPerSec, trivial.p50, trivial.p99, trivial.errors],
      ],
    ),
  );
  console.log('\nCPU per complete approval, ms (the machine\'s cores are shared by the server, PostgreSQL and the load generator; the server\'s other threads are V8\'s and libuv\'s helpers)\n');
  console.log(table(Object.keys(result.cpuMsPerCall), [Object.values(result.cpuMsPerCall).map((ms) => ms.toFixed(1))]));
  console.log(
    `\nThe trivial route in the same run: ${trivialCpuMs.toFixed(3)} ms of server CPU per request, so an approval costs as much as ${Math.round(result.cpuMsPerCall.server! / trivialCpuMs)} trivial requests`,
  );
  if (process.env.BENCH_CPU_PROF) printProfiles(process.env.BENCH_CPU_PROF, serverPid, result.window, trivialWindow);
  console.log('\nDatabase round trips per step (statements, BEGIN and COMMIT included; the admin has a mobile, so each new task and the end queue an SMS: template and channel read uncached here, one log row each)\n');
  console.log(table(['step', 'round trips'], steps));
  console.log('\nThe engine alone, in this process on one thread, CPU ms per approval (start, approve, approve): ours, which new instances run on, and bpmn-elements, which instances saved in its shape go on in (kept engines as the server keeps them)\n');
  console.log(table(['engine', ...Object.keys(engineOnly)], [['ours', ...Object.values(engineOnly).map((ms) => ms.toFixed(3))], ['bpmn-elements', ...Object.values(elementsOnly).map((ms) => ms.toFixed(3))]]));
}

/** The server's top frames by self time, per thread, over the approvals (and the main thread's over the trivial route). */
function printProfiles(dir: string, pid: number, approvals: { from: number; to: number }, trivial: { from: number; to: number }) {
  const [main, ...workers] = profilesOf(dir, pid);
  if (!main) return;
  const show = (title: string, file: string, window: { from: number; to: number }) => {
    const { busySamples, frames } = topFrames(file, window);
    console.log(`\n${title}: top frames by self time, % of ${busySamples} busy samples\n`);
    console.log(table(['frame', '%'], frames));
  };
  show('Request thread during the approvals', main, approvals);
  // The engine thread (bpmn-elements' steps only) is the worker that was busiest during the approvals, if one ran.
  const engine = workers.map((file) => ({ file, busy: topFrames(file, approvals, 0).busySamples })).sort((a, b) => b.busy - a.busy)[0];
  if (engine) show('Busiest worker thread (the engine thread, if bpmn-elements ran) during the approvals', engine.file, approvals);
  show('Request thread during the trivial route', main, trivial);
}

/** The steps of one engine: EngineStep (the engine new instances run on) or ElementsStep (bpmn-elements). */
interface Steps {
  start: (...args: Parameters<typeof EngineStep.start>) => Promise<Pick<EngineStep, 'finish'>>;
  resume: (...args: Parameters<typeof EngineStep.resume>) => Promise<Pick<EngineStep, 'complete' | 'finish'>>;
}

/** CPU of the engine's own work per approval: the floor under the server's figure whatever the rest costs. */
async function engineCpuPerApproval(xml: string, engine: Steps, runs = 500): Promise<Record<string, number>> {
  const process_ = await compileProcess(xml);
  const engines = new LiveEngines();
  const spent = { start: 0, 'approve (→ second task)': 0, 'approve (→ end)': 0 };
  const cpu = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  for (let i = 0; i < runs * 1.2; i += 1) {
    const measured = i >= runs * 0.2; // the first fifth warms up
    const name = `bench-${i}`;
    let at = cpu();
    let outcome = (await engine.start(process_, engines, name, { amount: 1 })).finish();
    if (measured) spent.start += cpu() - at;
    for (const stepName of ['approve (→ second task)', 'approve (→ end)'] as const) {
      at = cpu();
      const step = await engine.resume(process_, engines, name, outcome.state!);
      await step.complete(outcome.waiting[0]!.executionId);
      outcome = step.finish();
      if (measured) spent[stepName] += cpu() - at;
    }
    engines.forget(name);
  }
  const perRun = Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, v / runs]));
  return { ...perRun, total: Object.values(perRun).reduce((a, b) => a + b, 0) };
}

runBenchmark(main, work);
