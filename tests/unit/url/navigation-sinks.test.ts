import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import ts from 'typescript';
import { compilerOptions, LITERAL_OK, ROOT, scan, sinkArgument } from '../../../scripts/checks/navigation-sinks';

/**
 * The navigation-sink check (scripts/checks/navigation-sinks.ts) itself. It runs over the repository
 * in `npm run typecheck` (scripts/typecheck.ts), on the typecheck's own program: a second program
 * of the whole app here cost a jest worker about a minute.
 */

describe('the sink check itself', () => {
  const source = (code: string) => {
    const file = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      const sink = sinkArgument(node);
      if (sink) found.push(sink.sink);
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  };
  it('recognises every kind of sink', () => {
    expect(
      source(`redirect(a); permanentRedirect(a); router.push(a); nav.router.replace(a); window.location.assign(a); location.replace(a);
        location.href = a; window.location = a; window.open(a); NextResponse.redirect(a); const x = <a href={a} />;`),
    ).toEqual(['redirect', 'permanentRedirect', 'router.push', 'nav.router.replace', 'window.location.assign', 'location.replace', 'location.href =', 'window.location =', 'window.open', 'NextResponse.redirect', 'href']);
  });
  it('tells safe literals from unsafe ones', () => {
    expect(['/demo/market', '#top', 'https://line.me/R/share', '', 'mailto:shop@example.com', 'tel:+81312345678'].every(LITERAL_OK)).toBe(true);
    expect(['//evil.example', '/\\evil', 'javascript:alert(1)', 'evil.example', 'data:text/html,x'].some(LITERAL_OK)).toBe(false);
  });

  /**
   * Each case is one file of a small program type-checked against the real lib/url, with the
   * sink `go(…)` standing for all of them: `declare function go(href: string)` keeps its argument
   * a plain string, so only the rules decide.
   */
  const PRELUDE = `import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';
import { safeInternalPath } from '@/lib/url/internal-path';
declare function redirect(href: string): never;
declare const query: string; declare const slug: string; declare const id: number; declare const checked: SafeHref;
declare const maybe: string | undefined;
void appPath; void withQuery; void safeInternalPath; void checked; void maybe; void query; void slug; void id;
`;
  const SAFE: Record<string, string> = {
    literal: `redirect('/demo/market');`,
    fragment: `redirect('#top');`,
    mail: `redirect(\`mailto:\${query}\`);`,
    phone: `redirect(\`tel:\${query}\`);`,
    fragmentTemplate: `redirect(\`#image-\${id + 1}\`);`,
    rootedHead: `redirect(\`/demo/\${query}\`);`,
    encodedSlug: `redirect(\`/\${encodeURIComponent(slug)}/market\`);`,
    numberId: `redirect(\`/\${id}/order\`);`,
    constRooted: `const base = \`/\${encodeURIComponent(slug)}\`; redirect(\`\${base}/order\`);`,
    constRootedQuery: `const base = \`/\${encodeURIComponent(slug)}\`; redirect(\`\${base}?page=\${query}\`);`,
    constLiteral: `const home = '/'; redirect(home);`,
    checkedValue: `redirect(safeInternalPath(query) ?? '/');`,
    checkedThenQuery: `redirect(\`\${checked}?x=\${query}\`);`,
    appPathCall: `redirect(appPath(slug, 'market'));`,
    appPathPrefix: `redirect(\`\${appPath(slug)}/order/\${query}\`);`,
    withQueryCall: `redirect(withQuery(appPath(slug), { q: query }));`,
    castOnSafe: `const href = \`/\${encodeURIComponent(slug)}/market\` as SafeHref; redirect(href);`,
    conditional: `redirect(id ? appPath(slug) : '/');`,
    jsx: `const el = <a href={appPath(slug, 'order')}>x</a>; void el;`,
    fixedHost: `redirect(\`https://m.me/\${query}\`);`,
    urlOnPage: `redirect(new URL(checked, window.location.origin).href);`,
    urlOnRequest: `declare const request: Request; redirect(new URL(appPath(slug), request.url).toString());`,
  };
  const UNSAFE: Record<string, string> = {
    query: `redirect(query);`,
    maybeQuery: `redirect(maybe ?? '/');`,
    schemeRelative: `redirect('//evil.example');`,
    backslash: `redirect('/\\\\evil.example');`,
    script: `redirect('javascript:alert(1)');`,
    slashHead: `redirect(\`/\${slug}/market\`);`,
    emptyHead: `redirect(\`\${query}/market\`);`,
    rootedThenAnything: `const base = '/a'; redirect(\`\${base}\${query}\`);`,
    checkedThenPath: `redirect(\`\${checked}/evil.example\`);`,
    letBase: `let base = '/a'; base = query; redirect(\`\${base}/order\`);`,
    castString: `redirect(query as SafeHref);`,
    castLiteralType: `redirect(query as '/ok');`,
    castThroughConst: `const href = query as SafeHref; redirect(href);`,
    doubleCast: `redirect(query as unknown as \`/a\${string}\`);`,
    emptyAppPath: `const none: string[] = []; redirect(\`\${appPath(...none)}/evil.example\`);`,
    lookAlikeBrand: `type Mine = string & { readonly __safeHref: unique symbol }; declare const mine: Mine; redirect(mine);`,
    shadowedEncoder: `const encodeURIComponent = (value: string) => value; redirect(\`/\${encodeURIComponent(slug)}/market\`);`,
    jsx: `const el = <a href={query}>x</a>; void el;`,
    newUrl: `redirect(new URL(query, 'http://x').toString());`,
    openHost: `redirect(\`https://m.me\${query}\`);`,
    userinfoHost: `redirect(\`https://m.me@\${query}/\`);`,
    anyIntoProp: `const el = <a href={JSON.parse(query)}>x</a>; void el;`,
    anyIntoChecked: `const href: SafeHref = JSON.parse(query); redirect(href);`,
    anyIntoReturn: `const read = (): SafeHref => JSON.parse(query); redirect(read());`,
    urlOnForeignBase: `redirect(new URL(checked, query).href);`,
  };
  const cases = { ...Object.fromEntries(Object.entries(SAFE).map(([name, code]) => [`safe-${name}`, code])), ...Object.fromEntries(Object.entries(UNSAFE).map(([name, code]) => [`unsafe-${name}`, code])) };
  const judged = (() => {
    const { options } = compilerOptions();
    const files = new Map(Object.entries(cases).map(([name, code]) => [path.join(ROOT, 'app', `__sink_case_${name}.tsx`), `${PRELUDE}${code}\nexport {};\n`]));
    const host = ts.createCompilerHost(options);
    const { fileExists, readFile, getSourceFile } = host;
    host.fileExists = (file) => files.has(path.resolve(file)) || fileExists.call(host, file);
    host.readFile = (file) => files.get(path.resolve(file)) ?? readFile.call(host, file);
    host.getSourceFile = (file, language, ...rest) => {
      const text = files.get(path.resolve(file));
      return text === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, text, language, true, ts.ScriptKind.TSX);
    };
    const built = ts.createProgram([...files.keys()], options, host);
    const errors = ts.getPreEmitDiagnostics(built).filter((diagnostic) => diagnostic.file && files.has(path.resolve(diagnostic.file.fileName)));
    const verdicts = new Map<string, { sinks: number; unsafe: number; casts: number }>();
    for (const file of files.keys()) {
      const name = path.basename(file, '.tsx').replace('__sink_case_', '');
      const result = scan(built, new RegExp(`__sink_case_${name}\\.tsx$`));
      verdicts.set(name, { sinks: result.sinks, unsafe: result.findings.length, casts: result.casts.length });
    }
    return { verdicts, errors: errors.map((diagnostic) => `${path.basename(diagnostic.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`) };
  })();

  it('compiles every case (so the verdicts rest on real types)', () => {
    expect(judged.errors).toEqual([]);
  });
  it.each(Object.keys(SAFE))('lets the safe case %s through', (name) => {
    expect(judged.verdicts.get(`safe-${name}`)).toEqual({ sinks: 1, unsafe: 0, casts: 0 });
  });
  it.each(Object.keys(UNSAFE))('stops the unsafe case %s', (name) => {
    const verdict = judged.verdicts.get(`unsafe-${name}`);
    expect(verdict?.sinks).toBe(1);
    expect((verdict?.unsafe ?? 0) + (verdict?.casts ?? 0)).toBeGreaterThan(0);
  });
});
