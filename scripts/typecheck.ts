// `npm run typecheck`: what `tsc --noEmit` checks, plus the navigation-sink check
// (scripts/checks/navigation-sinks.ts) on the same program. One program instead of two: the sink
// check used to build its own in a jest worker, about a minute of CPU in CI (docs/adr/0015-ci-time.md).
// Run after a build (or `next typegen`): tsconfig includes Next's generated route types in .next/types.
import path from 'node:path';
import ts from 'typescript';
import { compilerOptions, ROOT, scan } from './checks/navigation-sinks';

/** Fewer sinks than this means the scan no longer sees the code it guards (a moved folder, a parse change). */
const MIN_SINKS = 90;

const { options, fileNames } = compilerOptions();
const program = ts.createProgram(fileNames, options);
const diagnostics = ts.getPreEmitDiagnostics(program);
const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
if (diagnostics.length > 0) {
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  console.log(format(diagnostics, host));
}

const { findings, casts, sinks } = scan(program);
for (const finding of findings) console.log(`${finding.at}: ${finding.sink} navigates to a value nothing checked: ${finding.value} (see scripts/checks/navigation-sinks.ts)`);
for (const cast of casts) console.log(`${cast}: an assertion to a type the navigation check trusts, on a value it cannot prove safe`);
if (sinks < MIN_SINKS) console.log(`The navigation-sink check found ${sinks} sinks, expected at least ${MIN_SINKS}: it no longer sees the code in ${path.relative(process.cwd(), ROOT) || '.'}.`);

const failed = diagnostics.length > 0 || findings.length > 0 || casts.length > 0 || sinks < MIN_SINKS;
console.log(`typecheck: ${program.getSourceFiles().length} files, ${diagnostics.length} type errors; ${sinks} navigation sinks, ${findings.length + casts.length} unsafe`);
process.exit(failed ? 1 : 0);
