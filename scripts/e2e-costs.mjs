// What each e2e spec file cost in a run, from Playwright's JSON report: the CI note's "cost of each
// step", one level down (issue 28 §4). Pure over the report object.

/** Every test result of a suite tree, with the file it is in. */
function* resultsOf(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) yield { file: spec.file ?? here, duration: result.duration ?? 0, retry: result.retry ?? 0 };
  }
  for (const child of suite.suites ?? []) yield* resultsOf(child, here);
}

/** Seconds per spec file (retries included, counted apart), most expensive first. */
export function costsByFile(report) {
  const files = new Map();
  for (const suite of report?.suites ?? []) {
    for (const { file, duration, retry } of resultsOf(suite, suite.file)) {
      const entry = files.get(file) ?? { file, seconds: 0, results: 0, retrySeconds: 0 };
      entry.seconds += duration / 1000;
      entry.results += 1;
      if (retry > 0) entry.retrySeconds += duration / 1000;
      files.set(file, entry);
    }
  }
  return [...files.values()].sort((a, b) => b.seconds - a.seconds);
}

/** The top `limit` files as lines for the log. */
export function costLines(costs, limit = 15) {
  const total = costs.reduce((sum, entry) => sum + entry.seconds, 0);
  return costs.slice(0, limit).map((entry) => {
    const retries = entry.retrySeconds > 0 ? `, ${entry.retrySeconds.toFixed(0)} s on retries` : '';
    return `${entry.seconds.toFixed(0).padStart(5)} s ${((entry.seconds / (total || 1)) * 100).toFixed(0).padStart(3)}%  ${entry.file} (${entry.results} results${retries})`;
  });
}

/**
 * Spec files split into `shards` groups of about equal cost (longest first, each to the lightest
 * group), so side-by-side stacks end together; Playwright's own `--shard` cuts the alphabetical list,
 * which put the room specs in one shard. Files without a known cost count as the median known one.
 * Each group keeps alphabetical order. Pure.
 */
export function planShards(files, costs, shards) {
  const known = [...files].map((file) => costs[file]).filter((seconds) => typeof seconds === 'number').sort((a, b) => a - b);
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const weighted = [...files].map((file) => ({ file, seconds: typeof costs[file] === 'number' ? costs[file] : fallback }));
  weighted.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const groups = Array.from({ length: Math.max(1, shards) }, () => ({ files: [], seconds: 0 }));
  for (const entry of weighted) {
    const lightest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(entry.file);
    lightest.seconds += entry.seconds;
  }
  return groups.map((group) => ({ files: group.files.sort(), seconds: group.seconds }));
}
