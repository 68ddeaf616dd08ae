// The failed tests of a run, named with the start of their error, for the last lines `npm test`
// prints: CI keeps only the end of the output, and the shards' own reports scroll far above it.

const firstLines = (text, count = 6) =>
  String(text ?? '')
    // Playwright colours its messages.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 240)}`)
    .join('\n');

/** Playwright's JSON report: every test whose outcome was `unexpected`, with its file, line and first error. */
export function playwrightFailures(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = (test.results ?? []).map((r) => r.error?.message ?? r.errors?.[0]?.message).find(Boolean);
        found.push({ name: `${test.projectName ? `[${test.projectName}] ` : ""}${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`, error: firstLines(error) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  // A run that failed outside any test (a global setup, a server that never started).
  for (const error of report?.errors ?? []) found.push({ name: 'outside any test', error: firstLines(error.message) });
  return found;
}

/** Jest's --json report: every failed assertion, with its file. */
export function jestFailures(report) {
  const found = [];
  for (const file of report?.testResults ?? []) {
    for (const assertion of file.assertionResults ?? []) {
      if (assertion.status === 'failed') found.push({ name: `${file.name} › ${assertion.fullName}`, error: firstLines(assertion.failureMessages?.[0]) });
    }
    if ((file.assertionResults ?? []).length === 0 && file.message) found.push({ name: file.name, error: firstLines(file.message) });
  }
  return found;
}

/** tests/engines/run.ts's report: `results` with `ok: false`. */
export function engineFailures(report) {
  return (report?.results ?? []).filter((r) => !r.ok).map((r) => ({ name: `[${r.engine}] ${r.name}`, error: firstLines(r.error) }));
}
