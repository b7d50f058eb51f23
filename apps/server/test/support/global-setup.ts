import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/seed';
import * as extensions from '../../src/modules/extensions';
import { installExtensions, seedExtensionMenus } from '../../src/platform/extension';
import { useCheapPasswordHashingForTests } from '../../src/platform/password';
import { adminUrl, TEMPLATE_DB } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    postgresUrl: string;
    /** The PostgreSQL template every test database is cloned from (one per project: the proof runs two). */
    templateDatabase: string;
  }
}

/**
 * 代码生成's proof (test/proof/codegen.proof.ts) runs the generated tests a second time against the tables as they were
 * imported: in its project whose env names this SQL, the SQL creates them before the migrations, whose
 * `create table if not exists` then keeps them.
 */
async function createImportedTables(db: Parameters<typeof migrate>[0], file: string | undefined) {
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
  const importedSql = project.config.env?.CODEGEN_PROOF_IMPORTED_SQL;
  const template = importedSql ? `${TEMPLATE_DB}_imported` : TEMPLATE_DB;
  project.provide('templateDatabase', template);
  if (url) {
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
    const { sql } = await import('kysely');
    await sql.raw(`drop database if exists ${template} with (force)`).execute(admin.db);
    await sql.raw(`create database ${template}`).execute(admin.db);
    await admin.close();
    const tpl = await openDatabase({ kind: 'postgres', url: adminUrl(url, template), poolSize: 1 });
    installExtensions(extensions);
    await createImportedTables(tpl.db, importedSql);
    await migrate(tpl.db);
    await seed(tpl.db);
    await seedExtensionMenus(tpl.db, extensions);
    await tpl.close();
    project.provide('postgresUrl', url);
    project.provide('templateDump', '');
    return;
  }
  const handle = await openDatabase({ kind: 'pglite-memory' });
  installExtensions(extensions);
  await createImportedTables(handle.db, importedSql);
  await migrate(handle.db);
  await seed(handle.db);
  await seedExtensionMenus(handle.db, extensions);
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('templateDump', file);
  project.provide('postgresUrl', '');
}
