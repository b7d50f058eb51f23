import { loadConfig } from './platform/config';
import { openDatabase } from './db/database';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';
import { buildApp } from './app';
import { warmUpBlockPuzzle } from './modules/system/captcha/images';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrate(database.db);
    await seed(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  const app = await buildApp(config, database);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // The first puzzles are slow until the JIT has seen the pixel loops; pay that before the first user does.
  if (config.captchaEnabled) setImmediate(warmUpBlockPuzzle);
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - started) },
    `console ready: http://localhost:${config.port}/admin/ (API at /admin-api/)`,
  );
}

main().catch((err) => {
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
