// Jest's reporter in CI (jest.config.js): each failure in full as it happens, then one plain count line,
// "jest: N passed, N failed, N skipped". Jest's own per-file and summary lines are left out in CI: the run's
// closing lines are read by a machine, and only this plain form says unambiguously how many tests ran.
// What tests print on purpose (the recognisers' precision and recall tables, the fuzzing's count) goes to
// test-results/printed-by-tests.<engine>.txt: rows of counts such as "overall 162 0 0" read like other runners' summaries.
const fs = require('node:fs');
const path = require('node:path');

class CiReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    // The API suite runs twice in CI, the second time on PostgreSQL (scripts/with-postgres.mjs sets DATABASE_URL).
    const engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
    this.printedFile = path.join(this.rootDir, 'test-results', `printed-by-tests.${engine}.txt`);
    this.printedCount = 0;
  }

  onRunStart() {
    fs.mkdirSync(path.dirname(this.printedFile), { recursive: true });
    fs.writeFileSync(this.printedFile, '');
  }

  onTestResult(_test, result) {
    const file = path.relative(this.rootDir, result.testFilePath);
    // React's and the router's warnings show on a developer's terminal only.
    const printed = (result.console ?? []).filter((entry) => entry.type === 'log').map((entry) => entry.message);
    if (printed.length > 0) {
      fs.appendFileSync(this.printedFile, `${file} printed:\n${printed.join('\n')}\n\n`);
      this.printedCount += 1;
    }
    if (result.testExecError || result.numFailingTests > 0) {
      process.stdout.write(`\nIn ${file}:\n${result.failureMessage ?? result.testExecError?.message ?? ''}\n`);
    }
  }

  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const brokenFiles = results.numRuntimeErrorTestSuites;
    if (brokenFiles > 0) process.stdout.write(`test files that could not run: ${brokenFiles}\n`);
    if (this.printedCount > 0) {
      process.stdout.write(
        `what test files printed on purpose (from ${this.printedCount} of them): ${path.relative(this.rootDir, this.printedFile)}\n`,
      );
    }
    // A file that cannot run counts as a failed test, so a broken file never reads as a clean run.
    const failed = results.numFailedTests + brokenFiles;
    process.stdout.write(
      `jest: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}

module.exports = CiReporter;
