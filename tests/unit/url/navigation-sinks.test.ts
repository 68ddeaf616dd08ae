import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import ts from 'typescript';

/**
 * Issue 11 item 1: no navigation to a value from a query, cookie or API answer unless it passed
 * lib/url. Every navigation sink in app/, components/, lib/ and middleware.ts — `redirect()`,
 * `permanentRedirect()`, `router.push/replace`, `location.assign/replace`, assignments to
 * `location`/`location.href`, `window.open`, `NextResponse.redirect`, and any JSX `href` — must get:
 * - a string literal (or a union of them) that is itself same-site or an http(s) URL we wrote;
 * - a value typed `SafeHref` (only lib/url's checks and `appPath` produce one);
 * - or a template literal whose fixed head is `/x…`, so no value inside it can change the origin.
 * Casting to SafeHref outside lib/url is refused too. The type checker sees through variables,
 * props and function returns, so a plain `string` from anywhere fails.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = /^(app|components|lib)\/|^middleware\.ts$/;

function program(): ts.Program {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const files = parsed.fileNames.filter((file) => SCANNED.test(path.relative(ROOT, file)));
  return ts.createProgram(files, { ...parsed.options, noEmit: true });
}

const LITERAL_OK = (value: string) =>
  (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) || value.startsWith('#') || /^https?:\/\/[^/\\]/.test(value) || value === '';

function typeIsSafe(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every((part) => typeIsSafe(checker, part));
  if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) return true;
  if (type.isStringLiteral()) return LITERAL_OK(type.value);
  if (type.flags & ts.TypeFlags.TemplateLiteral) {
    const head = (type as ts.TemplateLiteralType).texts[0];
    return head.length >= 2 && head.startsWith('/') && !/[/\\]/.test(head[1]);
  }
  if (type.isIntersection()) return type.types.some((part) => typeIsSafe(checker, part));
  return type.getProperties().some((property) => property.getName() === '__safeHref');
}

function expressionIsSafe(checker: ts.TypeChecker, node: ts.Expression): boolean {
  const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
  if (ts.isTemplateExpression(inner)) {
    const head = inner.head.text;
    return head.length >= 2 && head.startsWith('/') && !/[/\\]/.test(head[1]);
  }
  if (ts.isNoSubstitutionTemplateLiteral(inner) || ts.isStringLiteral(inner)) return LITERAL_OK(inner.text);
  if (ts.isConditionalExpression(inner)) return expressionIsSafe(checker, inner.whenTrue) && expressionIsSafe(checker, inner.whenFalse);
  if (ts.isBinaryExpression(inner) && (inner.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || inner.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    return expressionIsSafe(checker, inner.left) && expressionIsSafe(checker, inner.right);
  }
  // new URL(checkedPath, base): safe when the first argument is.
  if (ts.isNewExpression(inner) && inner.expression.getText() === 'URL' && inner.arguments?.[0]) return expressionIsSafe(checker, inner.arguments[0]);
  return typeIsSafe(checker, checker.getTypeAtLocation(inner));
}

interface Finding {
  at: string;
  sink: string;
  value: string;
}

function sinkArgument(node: ts.Node): { sink: string; value: ts.Expression } | null {
  if (ts.isCallExpression(node) && node.arguments[0]) {
    const callee = node.expression.getText();
    if (/^(redirect|permanentRedirect)$/.test(callee)) return { sink: callee, value: node.arguments[0] };
    if (/(^|\.)\w*[rR]outer\.(push|replace)$/.test(callee)) return { sink: callee, value: node.arguments[0] };
    if (/(^|\.)location\.(assign|replace)$/.test(callee)) return { sink: callee, value: node.arguments[0] };
    if (/^(window\.)?open$/.test(callee) || callee === 'window.open') return { sink: callee, value: node.arguments[0] };
    if (/^(NextResponse|Response)\.redirect$/.test(callee)) return { sink: callee, value: node.arguments[0] };
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    const target = node.left.getText();
    if (/(^|\.)location(\.href)?$/.test(target)) return { sink: `${target} =`, value: node.right };
  }
  if (ts.isJsxAttribute(node) && node.name.getText() === 'href' && node.initializer && ts.isJsxExpression(node.initializer) && node.initializer.expression) {
    return { sink: 'href', value: node.initializer.expression };
  }
  return null;
}

function scan(): { findings: Finding[]; casts: string[]; sinks: number } {
  const built = program();
  const checker = built.getTypeChecker();
  const findings: Finding[] = [];
  const casts: string[] = [];
  let sinks = 0;
  for (const file of built.getSourceFiles()) {
    const relative = path.relative(ROOT, file.fileName);
    if (!SCANNED.test(relative)) continue;
    const visit = (node: ts.Node) => {
      const at = () => `${relative}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const sink = sinkArgument(node);
      if (sink) {
        sinks++;
        if (!expressionIsSafe(checker, sink.value)) findings.push({ at: at(), sink: sink.sink, value: sink.value.getText() });
      }
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && /\bSafeHref\b/.test(node.type.getText()) && !relative.startsWith('lib/url/')) casts.push(at());
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { findings, casts, sinks };
}

describe('navigation sinks', () => {
  const result = scan();

  it('finds the sinks it is meant to guard', () => {
    expect(result.sinks).toBeGreaterThan(50);
  });

  it('only navigate to literals, checked values (SafeHref) or fixed-head paths', () => {
    expect(result.findings).toEqual([]);
  });

  it('cast to SafeHref only inside lib/url', () => {
    expect(result.casts).toEqual([]);
  });
});

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
    expect(['/demo/market', '#top', 'https://line.me/R/share', ''].every(LITERAL_OK)).toBe(true);
    expect(['//evil.example', '/\\evil', 'javascript:alert(1)', 'evil.example'].some(LITERAL_OK)).toBe(false);
  });
});
