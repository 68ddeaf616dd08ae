/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * The import column of ARCHITECTURE.md's folder table, as eslint.config.mjs enforces it: each rule
 * fires on a violating import (alias, relative, type-only, re-export, dynamic) and stays quiet on an
 * allowed one. Quiet cases also prove the snippet parsed, was linted and had the rules configured,
 * so a silent answer cannot come from a typo, a parse error or an ignored path.
 *
 * ESLint loads its config file with a native import(), which Jest's VM refuses without
 * --experimental-vm-modules; so ESLint's Node API (new ESLint({ overrideConfigFile }), lintText
 * with a filePath, calculateConfigForFile) runs in one child Node process for the whole file.
 */

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
const ARCHITECTURE_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

type Case = [file: string, source: string];

interface RuleCases {
  title: string;
  message: RegExp;
  refused: Case[];
  allowed: Case[];
}

const RULES: RuleCases[] = [
  {
    title: 'lib/** never imports components, app or i18n',
    message: /lib\/ never imports components\/, app\/ or i18n\//,
    refused: [
      ['lib/api/server-context.ts', '@/i18n/request'],
      ['lib/api/client.ts', '@/components/ui/Badge'],
      ['lib/cart/selection.ts', '@/app/[locale]/layout'],
      ['lib/format.ts', '@/app'],
      // Relative: one `../` per folder level below lib/, plus one to leave lib/.
      ['lib/format.ts', '../i18n/request'],
      ['lib/format.ts', '../components/ui/Badge'],
      ['lib/api/store.ts', '../../i18n/request'],
      ['lib/api/store.ts', './../../components/shell/atoms'],
      ['lib/live/room/state.ts', '../../../app/page'],
      ['lib/live/room/state.ts', '../../../components'],
    ],
    allowed: [
      ['lib/api/store.ts', '@/lib/schemas'],
      ['lib/api/store.ts', './client'],
      ['lib/api/store.ts', '../format/currency'],
      // lib/i18n is a lib folder, not the top-level i18n/.
      ['lib/api/store.ts', '../i18n/locales'],
      ['lib/api/store.ts', '@/lib/i18n/locales'],
      ['lib/live/room/state.ts', '../../i18n/locales'],
      ['lib/live/room/state.ts', '../../../lib/format'],
      ['lib/api/store.ts', '@/components-like/x'],
      ['lib/report/index.ts', '@sentry/nextjs'],
      ['lib/security/headers.ts', 'node:crypto'],
    ],
  },
  {
    title: 'components/** never imports app',
    message: /components\/ never imports app\//,
    refused: [
      ['components/live/LiveRoom.tsx', '@/app/[locale]/[store]/live/[id]/actions'],
      ['components/Thing.tsx', '../app/layout'],
      ['components/live/LiveRoom.tsx', '../../app/[locale]/layout'],
      ['components/live/calendar/CalendarPanel.tsx', '../../../app/page'],
    ],
    allowed: [
      ['components/live/LiveRoom.tsx', '@/lib/live/room'],
      ['components/live/LiveRoom.tsx', '@/components/ui/Badge'],
      ['components/live/LiveRoom.tsx', './Player'],
      ['components/live/calendar/CalendarPanel.tsx', '../room-text'],
      ['components/live/LiveRoom.tsx', '@/application/x'],
      ['components/live/LiveRoom.tsx', 'next/navigation'],
    ],
  },
  {
    title: 'platform/** imports from the storefront only lib/schemas',
    message: /platform\/ imports from the storefront only lib\/schemas/,
    refused: [
      ['platform/server.ts', '@/lib/api/client'],
      ['platform/server.ts', '@/lib/format/currency'],
      ['platform/server.ts', '@/lib/schemas-extra'],
      ['platform/server.ts', '@/components/ui/Badge'],
      ['platform/server.ts', '@/app/layout'],
      ['platform/server.ts', '@/i18n/request'],
      ['platform/server.ts', '@/middleware'],
      ['platform/server.ts', '../lib/api/client'],
      ['platform/server.ts', '../middleware'],
      ['platform/server.ts', '../messages/en.json'],
      ['platform/server.ts', '../../outside'],
      ['platform/seed/users.ts', '../../lib/format'],
      ['platform/seed/users.ts', '../../components/ui/Badge'],
      ['platform/realtime/deep/wire.ts', '../../../lib/api/live'],
    ],
    allowed: [
      ['platform/server.ts', '@/lib/schemas'],
      ['platform/gateway.ts', '@/lib/schemas/card-number'],
      ['platform/server.ts', '../lib/schemas'],
      ['platform/seed/users.ts', '../../lib/schemas'],
      ['platform/seed/users.ts', '../../lib/schemas/store'],
      ['platform/realtime/deep/wire.ts', '../../../lib/schemas'],
      ['platform/server.ts', './http'],
      ['platform/seed/users.ts', '../images'],
      ['platform/realtime/deep/wire.ts', '../../http'],
      ['platform/server.ts', 'node:http'],
      ['platform/server.ts', 'zod'],
      ['platform/realtime/ably-server.ts', 'ws'],
    ],
  },
  {
    title: 'middleware.ts never imports components or app',
    message: /middleware\.ts never imports components\/ or app\//,
    refused: [
      ['middleware.ts', '@/components/shell/atoms'],
      ['middleware.ts', '@/app/[locale]/layout'],
      ['middleware.ts', './components/ui/Badge'],
      ['middleware.ts', './app/layout'],
    ],
    allowed: [
      ['middleware.ts', '@/lib/guards'],
      ['middleware.ts', './lib/guards'],
      ['middleware.ts', 'next/server'],
    ],
  },
];

/** Imports other folders may make: the rules are scoped to their folders. */
const OUT_OF_SCOPE: Case[] = [
  ['app/[locale]/layout.tsx', '@/components/shell/RootDocument'],
  ['app/[locale]/layout.tsx', '@/i18n/request'],
  ['tests/unit/x.test.ts', '@/app/[locale]/layout'],
  ['components/shell/x.tsx', '@/i18n/request'],
];

/** Each form a module can be reached by, and the rule that must catch it. */
const FORMS = [
  { form: 'import', rule: 'no-restricted-imports', write: (source: string) => `import { thing } from '${source}';\nexport const used = thing;\n` },
  { form: 'import type', rule: 'no-restricted-imports', write: (source: string) => `import type { Thing } from '${source}';\nexport type Used = Thing;\n` },
  { form: 'export from', rule: 'no-restricted-imports', write: (source: string) => `export { thing } from '${source}';\n` },
  { form: 'import()', rule: 'no-restricted-syntax', write: (source: string) => `export const load = () => import('${source}');\n` },
  { form: 'typeof import()', rule: 'no-restricted-syntax', write: (source: string) => `export type Loaded = typeof import('${source}');\n` },
] as const;

/** Every source file below a folder (ESLint's ignores are applied in the child). */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]s|[jt]sx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

interface LintMessage {
  ruleId: string | null;
  message: string;
  fatal?: boolean;
}
interface ChildAnswer {
  lints: LintMessage[][];
  configured: { ignored: boolean; rules: string[] }[];
}

const CHILD = `
import { ESLint } from 'eslint';
import path from 'node:path';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const { root, lints, configured, rules } = JSON.parse(text);
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
const answer = { lints: [], configured: [] };
for (const { file, code } of lints) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  answer.lints.push(result.messages.map(({ ruleId, message, fatal }) => ({ ruleId, message, fatal })));
}
for (const file of configured) {
  const filePath = path.join(root, file);
  const ignored = await eslint.isPathIgnored(filePath);
  const config = ignored ? undefined : await eslint.calculateConfigForFile(filePath);
  const on = rules.filter((rule) => [2, 'error'].includes([].concat(config?.rules?.[rule] ?? [0])[0]));
  answer.configured.push({ ignored, rules: on });
}
process.stdout.write(JSON.stringify(answer));
`;

const lintRequests: { file: string; code: string }[] = [];
const configRequests: string[] = [];
const key = (file: string, code: string) => `${file}\u0000${code}`;
const lintAnswers = new Map<string, LintMessage[]>();
const configAnswers = new Map<string, { ignored: boolean; rules: string[] }>();

const casesToLint: Case[] = [...RULES.flatMap((rule) => [...rule.refused, ...rule.allowed]), ...OUT_OF_SCOPE];
for (const [file, source] of casesToLint) for (const { write } of FORMS) lintRequests.push({ file, code: write(source) });
const coveredFiles = ['lib', 'components', 'platform'].flatMap(sourceFiles);
configRequests.push(...new Set([...RULES.flatMap((rule) => rule.allowed.map(([file]) => file)), ...coveredFiles]));

beforeAll(() => {
  const input = JSON.stringify({ root: ROOT, lints: lintRequests, configured: configRequests, rules: ARCHITECTURE_RULES });
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD], { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const answer = JSON.parse(output) as ChildAnswer;
  lintRequests.forEach(({ file, code }, index) => lintAnswers.set(key(file, code), answer.lints[index]));
  configRequests.forEach((file, index) => configAnswers.set(file, answer.configured[index]));
});

/** The architecture rules' messages for a snippet; a parse error or an ignored path fails the test. */
function architectureErrors(file: string, code: string): LintMessage[] {
  const messages = lintAnswers.get(key(file, code));
  if (!messages) throw new Error(`not linted: ${file}`);
  expect(messages.filter((message) => message.fatal || message.ruleId === null)).toEqual([]);
  return messages.filter((message) => message.ruleId !== null && ARCHITECTURE_RULES.includes(message.ruleId));
}

describe.each(RULES)('$title', ({ message, refused, allowed }) => {
  it.each(refused)('%s may not import %s', (file, source) => {
    for (const { form, rule, write } of FORMS) {
      const errors = architectureErrors(file, write(source));
      expect({ form, rules: errors.map((error) => error.ruleId) }).toEqual({ form, rules: [rule] });
      expect(errors[0].message).toMatch(message);
    }
  });

  it.each(allowed)('%s may import %s', (file, source) => {
    expect(configAnswers.get(file)).toEqual({ ignored: false, rules: ARCHITECTURE_RULES });
    for (const { form, write } of FORMS) {
      expect({ form, errors: architectureErrors(file, write(source)).map((error) => error.message) }).toEqual({ form, errors: [] });
    }
  });
});

describe('the rules stay in their folders', () => {
  it.each(OUT_OF_SCOPE)('%s may import %s', (file, source) => {
    for (const { form, write } of FORMS) {
      expect({ form, errors: architectureErrors(file, write(source)).map((error) => error.message) }).toEqual({ form, errors: [] });
    }
  });
});

describe('coverage', () => {
  it('has the rules on, as errors, for every source file of lib/, components/ and platform/, however deep', () => {
    expect(coveredFiles.length).toBeGreaterThan(100);
    const uncovered = coveredFiles.filter((file) => {
      const answer = configAnswers.get(file);
      return !answer || (!answer.ignored && answer.rules.length !== ARCHITECTURE_RULES.length);
    });
    expect(uncovered).toEqual([]);
  });
});
