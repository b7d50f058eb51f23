import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

/*
 * 代码生成's proof runs the generated modules' tests with this config, in its scratch copy of the repository
 * (test/proof/codegen.proof.ts writes the plan CODEGEN_PROOF_PLAN names). One run, two projects: the tables the
 * migrations create, and the PostgreSQL tables as they were imported (their template database is built from
 * `importedSql` before the migrations). Without isolation each worker imports the app once for all its files: the
 * generated tests keep their state in their own module and close their app.
 */

interface Plan {
  tests: string[];
  importedTests: string[];
  importedSql: string;
}

const planFile = process.env.CODEGEN_PROOF_PLAN;
if (!planFile) throw new Error('CODEGEN_PROOF_PLAN names the proof plan (a JSON file written by test/proof/codegen.proof.ts)');
const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as Plan;

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-password-cost.ts'],
    testTimeout: 30_000,
    // A worker's first file imports the app and compiles PGlite inside its beforeAll: minutes on a crowded machine.
    hookTimeout: 300_000,
    maxWorkers: 2,
    isolate: false,
    projects: [
      { extends: true, test: { name: 'migrated', include: plan.tests } },
      { extends: true, test: { name: 'imported', include: plan.importedTests, env: { CODEGEN_PROOF_IMPORTED_SQL: plan.importedSql } } },
    ],
  },
});
