// Jest's reporter in CI (jest.config.js): each failure in full as it happens, then one plain count line,
// "jest: N passed, N failed, N skipped". Jest's own per-file and summary lines are left out in CI: the run's
// closing lines are read by a machine, and only this plain form says unambiguously how many tests ran.
const path = require('node:path');

class CiReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onTestResult(_test, result) {
    const file = path.relative(this.rootDir, result.testFilePath);
    // What a test prints on purpose (the recognisers' precision and recall, the fuzzing's count) stays in CI's
    // output; React's and the router's warnings show on a developer's terminal only.
    const printed = (result.console ?? []).filter((entry) => entry.type === 'log').map((entry) => entry.message);
    if (printed.length > 0) process.stdout.write(`\n${file} printed:\n${printed.join('\n')}\n`);
    if (result.testExecError || result.numFailingTests > 0) {
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
