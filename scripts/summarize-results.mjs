// Adds up the JSON reports of every test runner into one closing line: "Tests: N passed, M failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that failed to load fails no single test, but the run is still a failure.
    if (report.success === false && !report.numFailedTests) failed += 1;
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
