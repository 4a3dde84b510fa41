// Jest's reporter in CI (jest.config.js): each failure in full as it happens, then one plain count line,
// "jest: N passed, N failed, N skipped". Jest's own per-file and summary lines are left out in CI: the run's
// closing lines are read by a machine, and only this plain form says unambiguously how many tests ran. The
// tests' console output (tables of figures) is for a developer's terminal, where the default reporter shows it.
const path = require('node:path');

class CiReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onTestResult(_test, result) {
    if (result.testExecError || result.numFailingTests > 0) {
      const file = path.relative(this.rootDir, result.testFilePath);
      process.stdout.write(`\nIn ${file}:\n${result.failureMessage ?? result.testExecError?.message ?? ''}\n`);
    }
  }

  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const brokenFiles = results.numRuntimeErrorTestSuites;
    if (brokenFiles > 0) process.stdout.write(`${brokenFiles} test file(s) could not run\n`);
    // A file that cannot run counts as a failed test, so a broken file never reads as a clean run.
    const failed = results.numFailedTests + brokenFiles;
    process.stdout.write(
      `jest: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}

module.exports = CiReporter;
