// Adds up what jest and Playwright printed in a test log and closes with two plain lines, "tests: N passed,
// N failed" and the same in jest's "Tests: ... total" form, so a reader of CI's last lines sees how many tests ran.
import { readFileSync } from 'node:fs';

// Colour codes are dropped (the runners colour their summaries on a terminal).
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const log = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;

for (const line of log.split('\n')) {
  // jest: "Tests:       1 failed, 3 skipped, 2434 passed, 2438 total"
  const jest = /^Tests:\s+(.*)\btotal$/.exec(line.trim());
  if (jest) {
    passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(jest[1])?.[1] ?? 0) + Number(/(\d+) todo/.exec(jest[1])?.[1] ?? 0);
    continue;
  }
  // Playwright: "  90 passed (4.9m)", "  1 failed", "  2 flaky", "  3 skipped"
  const playwright = /^\s+(\d+) (passed|failed|flaky|skipped|did not run)( \(.*\))?$/.exec(line);
  if (playwright) {
    const count = Number(playwright[1]);
    if (playwright[2] === 'passed' || playwright[2] === 'flaky') passed += count;
    else if (playwright[2] === 'failed') failed += count;
    else skipped += count;
  }
}

// The same count in jest's own words first; the plain line closes the run, as CI reads the last closing line.
const counts = [failed && `${failed} failed`, skipped && `${skipped} skipped`, `${passed} passed`].filter(Boolean);
console.log(`Tests:       ${counts.join(', ')}, ${passed + failed + skipped} total`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
