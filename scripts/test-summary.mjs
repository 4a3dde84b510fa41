// Adds up the runners' counts in a test log and closes the run with one plain line, "tests: N passed, N failed",
// so a reader of CI's last line sees how many tests ran. In CI jest prints "jest: N passed, N failed, N skipped"
// (scripts/jest-ci-reporter.cjs) and Playwright its dot reporter's "  N passed (1.2m)" lines.
import { readFileSync } from 'node:fs';

// Colour codes are dropped (the runners colour their summaries on a terminal).
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const log = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
const count = (text, word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);

for (const line of log.split('\n')) {
  // jest in CI: "jest: 2434 passed, 1 failed, 3 skipped"; jest's default reporter: "Tests:  1 failed, 2434 passed, 2438 total"
  const jest = /^jest: (.*)$/.exec(line.trim()) ?? /^Tests:\s+(.*)\btotal$/.exec(line.trim());
  if (jest) {
    passed += count(jest[1], 'passed');
    failed += count(jest[1], 'failed');
    skipped += count(jest[1], 'skipped') + count(jest[1], 'todo');
    continue;
  }
  // Playwright: "  90 passed (4.9m)", "  1 failed", "  2 flaky", "  3 skipped"
  const playwright = /^\s+(\d+) (passed|failed|flaky|skipped|did not run)( \(.*\))?$/.exec(line);
  if (playwright) {
    const number = Number(playwright[1]);
    if (playwright[2] === 'passed' || playwright[2] === 'flaky') passed += number;
    else if (playwright[2] === 'failed') failed += number;
    else skipped += number;
  }
}

console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
