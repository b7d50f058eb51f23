import fs from 'node:fs';
import type { AppConfig } from './platform/config';
import { openDatabase } from './db/database';
import type { HeldDataDir } from './db/pglite-data-dir';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';
import { drain } from './platform/drain';
import { installExtensions, seedExtensionMenus } from './platform/extension';

/**
 * The server's start after main.ts: open (or create) the database, migrate, seed, build the app, listen, then start
 * what no first request needs. `held`: the PGlite data dir main.ts took before this code loaded.
 */
export async function start(config: AppConfig, held: HeldDataDir | undefined): Promise<void> {
  // performance.now() counts from process start: what came before is loading the server's code (main.ts, then this).
  const started = performance.now();
  // Each phase's wall time and the process's CPU time in it (every thread: PGlite compiles its WebAssembly on
  // V8's background threads), so a start measured on a loaded machine still says where the work went.
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  // The main thread's own CPU (Linux; 10 ms steps): what a second core cannot take off it, so on a quiet machine the
  // wall to the first answer cannot fall below it. Undefined elsewhere.
  const mainThreadCpuMs = () => {
    try {
      const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return undefined;
    }
  };
  const phases: Record<string, number> = { loadMs: Math.round(started), loadCpuMs: Math.round(cpuMs()) };
  let mark = started;
  let cpuMark = cpuMs();
  const phase = (name: string) => {
    const now = performance.now();
    const cpu = cpuMs();
    phases[`${name}Ms`] = Math.round(now - mark);
    phases[`${name}CpuMs`] = Math.round(cpu - cpuMark);
    mark = now;
    cpuMark = cpu;
  };
  // The web server's code (Fastify, the modules) loads while the database opens: PGlite reads and
  // compiles its WebAssembly largely off the main thread. The build splits it into its own chunk.
  const appCode = import('./app');
  appCode.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  // The extension modules (their migrations and menus) load beside the database, not before it.
  const extensionsCode = import('./modules/extensions');
  extensionsCode.catch(() => {});
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, preparedStatements: config.databasePreparedStatements }
      : { kind: 'pglite', dataDir: config.dataDir, initialDb: config.initialDb, held },
  );
  phase('open');
  let seeded: boolean;
  try {
    const extensions = await extensionsCode;
    installExtensions(extensions);
    await migrate(database.db);
    phase('migrate');
    seeded = await seed(database.db);
    await seedExtensionMenus(database.db, extensions);
    phase('seed');
  } catch (err) {
    await database.close();
    throw err;
  }
  const { buildApp } = await appCode;
  const app = await buildApp(config, database);
  phase('build');
  let signals = 0;
  const shutdown = (signal: string, exitCode = 0) => {
    signals += 1;
    if (signals > 1) {
      // A second Ctrl-C: the person at the terminal does not want to wait.
      app.log.warn({ signal }, 'stopping at once');
      process.exit(1);
    }
    drain(app, config.drain).then(
      () => process.exit(exitCode),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  phase('listen');
  // The first request's own time (arrival to its answer sent): what a route's first use costs (its schemas compile, the
  // serializer's code loads) and what it waited for, beside the background start that runs meanwhile.
  app.server.once('request', (_request, response) => {
    const arrived = performance.now();
    const cpuArrived = cpuMs();
    response.once('finish', () => {
      app.log.info({ firstRequestMs: Math.round(performance.now() - arrived), firstRequestCpuMs: Math.round(cpuMs() - cpuArrived), firstRequestAtMs: Math.round(arrived - started) }, 'first request answered');
    });
  });
  app.log.info(
    { database: database.kind, initialDb: database.initialDbLoaded ?? false, initialDbMs: database.initialDbMs, seeded, startupMs: Math.round(performance.now() - started), startupCpuMs: Math.round(cpuMs()), startupMainThreadCpuMs: mainThreadCpuMs(), ...phases },
    `console answering: http://localhost:${config.port}/admin/ (API at /admin-api/)`,
  );
  // The job queue and the heartbeat start after listening (app.ts); /readyz says "starting" until they are up.
  try {
    await app.lifecycle.whenStarted();
  } catch (err) {
    app.log.error({ err }, 'Failed to start');
    shutdown('start-up failure', 1);
    return;
  }
  phase('background');
  app.log.info(
    { readyMs: Math.round(performance.now() - started), readyCpuMs: Math.round(cpuMs()), backgroundMs: phases.backgroundMs, backgroundCpuMs: phases.backgroundCpuMs },
    'console ready',
  );
  // The first puzzles are slow until the JIT has seen the pixel loops; pay that before the first user does.
  if (config.captchaEnabled) {
    setImmediate(() => {
      import('./modules/system/captcha/images').then(({ warmUpBlockPuzzle }) => warmUpBlockPuzzle(), (err) => app.log.warn({ err }, 'captcha warm-up failed'));
    });
  }
}
