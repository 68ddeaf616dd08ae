import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The import column of the folder table in ARCHITECTURE.md, enforced per folder:
 *   lib/**        never components, app or i18n;
 *   components/** never app;
 *   platform/**   from the storefront only lib/schemas (plus its own files, node built-ins, npm packages);
 *   middleware.ts never components or app.
 * Each rule catches the `@/` alias and relative paths reaching the same folder. Relative paths are
 * matched as text, so a file's depth decides how many `../` reach the project root: one block per
 * depth (lib/i18n is a real lib folder: `../i18n` from lib/api is allowed, `../../i18n` is not).
 * Static imports and re-exports go through no-restricted-imports; `import()` and `typeof import()`
 * through no-restricted-syntax. tests/unit/architecture/import-rules.test.ts proves each rule fires.
 */

const SOURCE = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
/** Deepest folder level below lib/, components/ or platform/ given a block; the self-test checks every file is covered. */
const ARCHITECTURE_MAX_DEPTH = 8;

/** The start of a path that reaches the project root from a file `levels` folders below it. */
const toRoot = (levels) => (levels === 0 ? String.raw`\./` : String.raw`(?:\./)?(?:\.\./){${levels}}`);
const names = (folders) => `(?:${folders.join('|')})(?:/|$)`;

/** `@/x` or a relative path to x, for any of the folders. */
const reaching = (folders, levels) => `^(?:@/|${toRoot(levels)})${names(folders)}`;
/** `@/` or a relative path out to the project root, then anything but the allowed folders. */
const reachingOtherThan = (allowed, levels) => `^(?:@/|${toRoot(levels)})(?!${names(allowed)})`;

/** esquery's regex literal ends at the first `/`: spell it as \x2F there. */
const selectorRegex = (source) => `/${source.replaceAll('/', String.raw`\x2F`)}/`;

function restrict(regexes, message) {
  return {
    'no-restricted-imports': ['error', { patterns: regexes.map((regex) => ({ regex, message, caseSensitive: true })) }],
    'no-restricted-syntax': [
      'error',
      ...regexes.flatMap((regex) => [
        { selector: `ImportExpression[source.value=${selectorRegex(regex)}]`, message: `Dynamic import restricted: ${message}` },
        { selector: `TSImportType[argument.literal.value=${selectorRegex(regex)}]`, message: `Type import restricted: ${message}` },
      ]),
    ],
  };
}

/** One block per depth below `folder` (a top-level folder): files there reach the root with depth + 1 `../`. */
function folderRule(folder, regexFor, message) {
  return Array.from({ length: ARCHITECTURE_MAX_DEPTH + 1 }, (_, depth) => ({
    name: `kirari/architecture/${folder}/depth-${depth}`,
    files: [`${folder}/${'*/'.repeat(depth)}*.${SOURCE}`],
    rules: restrict(regexFor(depth + 1), message),
  }));
}

const architecture = [
  ...folderRule('lib', (levels) => [reaching(['components', 'app', 'i18n'], levels)], 'lib/ never imports components/, app/ or i18n/ (ARCHITECTURE.md, folder table).'),
  ...folderRule('components', (levels) => [reaching(['app'], levels)], 'components/ never imports app/ (ARCHITECTURE.md, folder table).'),
  ...folderRule(
    'platform',
    (levels) => [reachingOtherThan(['lib/schemas', 'platform'], levels)],
    'platform/ imports from the storefront only lib/schemas (ARCHITECTURE.md, folder table).',
  ),
  {
    name: 'kirari/architecture/middleware',
    files: [`middleware.${SOURCE}`],
    rules: restrict([reaching(['components', 'app'], 0)], 'middleware.ts never imports components/ or app/ (ARCHITECTURE.md, folder table).'),
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...architecture,
  { ignores: ['.next/**', '.next-*/**', '.edge/**', 'tools/**', 'docs/edge-repro/**', '.tmp/**', 'node_modules/**', 'next-env.d.ts', 'platform/media/assets/**', 'test-results/**', 'playwright-report/**'] },
];
export default config;
