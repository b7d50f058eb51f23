/**
 * Run by scripts/build.mjs (bundled): node initial-db-make.mjs <dump file> [key]. Makes the prebuilt database a
 * first start loads (db/initial-db.ts).
 */
import { makeInitialDb } from './initial-db';

const [file, key] = process.argv.slice(2);
if (!file) throw new Error('usage: initial-db-make <dump file> [key]');
await makeInitialDb(file, key);
