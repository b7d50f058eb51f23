import { loadConfig } from './platform/config';
import { DataDirInUseError } from './db/data-dir-lock';
import { holdDataDir } from './db/pglite-data-dir';

/*
 * The entry: light on purpose. On PGlite it takes the data dir and, on a first start, starts extracting the prebuilt
 * database on its thread (db/pglite-data-dir.ts) before the rest of the server's code loads (start.ts, ~0.1 s): the
 * extraction is a first start's critical path.
 */
async function main() {
  const config = loadConfig();
  const held = config.databaseUrl ? undefined : holdDataDir(config.dataDir, config.initialDb);
  const { start } = await import('./start');
  await start(config, held);
}

main().catch((err) => {
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
