import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/seed';
import { installExtensions, seedExtensionMenus } from '../../src/extensions';
import { useCheapPasswordHashingForTests } from '../../src/platform/password';
import { adminUrl, TEMPLATE_DB } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    postgresUrl: string;
  }
}

/**
 * 代码生成's proof (test/proof/codegen.proof.ts) runs the generated tests a second time against the tables as they were
 * imported: this file's SQL creates them before the migrations, whose `create table if not exists` then keeps them.
 */
async function createImportedTables(db: Parameters<typeof migrate>[0]) {
  const file = process.env.CODEGEN_PROOF_IMPORTED_SQL;
  if (!file) return;
  const { sql } = await import('kysely');
  await sql.raw(fs.readFileSync(file, 'utf8')).execute(db);
}

/**
 * Migrates and seeds once: a PGlite dump every test app loads in ~0.5 s, and (when
 * TEST_DATABASE_URL is set) a template database every test database is cloned from.
 */
export default async function setup(project: TestProject) {
  // The seeded admin's hash is checked at every sign-in: made cheap, it keeps its cheap parameters.
  useCheapPasswordHashingForTests();
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (url) {
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
    const { sql } = await import('kysely');
    await sql.raw(`drop database if exists ${TEMPLATE_DB} with (force)`).execute(admin.db);
    await sql.raw(`create database ${TEMPLATE_DB}`).execute(admin.db);
    await admin.close();
    const tpl = await openDatabase({ kind: 'postgres', url: adminUrl(url, TEMPLATE_DB), poolSize: 1 });
    installExtensions();
    await createImportedTables(tpl.db);
    await migrate(tpl.db);
    await seed(tpl.db);
    await seedExtensionMenus(tpl.db);
    await tpl.close();
    project.provide('postgresUrl', url);
    project.provide('templateDump', '');
    return;
  }
  const handle = await openDatabase({ kind: 'pglite-memory' });
  installExtensions();
  await createImportedTables(handle.db);
  await migrate(handle.db);
  await seed(handle.db);
  await seedExtensionMenus(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('templateDump', file);
  project.provide('postgresUrl', '');
}
