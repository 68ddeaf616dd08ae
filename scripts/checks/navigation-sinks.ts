import path from 'node:path';
import ts from 'typescript';

/**
 * The navigation-sink check, run over the repository by scripts/typecheck.ts on the typecheck's own
 * program, and on small in-memory programs by tests/unit/url/navigation-sinks.test.ts.
 * Issue 11 item 1: no navigation to a value from a query, cookie or API answer unless it passed
 * lib/url. Every navigation sink in app/, components/, lib/ and middleware.ts — `redirect()`,
 * `permanentRedirect()`, `router.push/replace`, `location.assign/replace`, assignments to
 * `location`/`location.href`, `window.open`, `NextResponse.redirect`, and any JSX `href` — must get:
 * - a string literal (or a union of them) that is itself same-site, `#…`, `mailto:`/`tel:`, or an
 *   http(s) URL we wrote;
 * - a value typed `SafeHref` (only lib/url's checks, `appPath` and `withQuery` produce one);
 * - a "rooted" expression, whose value always starts with `/` and a character that is neither `/`
 *   nor `\`, so nothing inside can change the origin: a template with the fixed head `/x…`; a
 *   template with the head `/` whose first interpolation is `encodeURIComponent(…)` or a number
 *   (route params are never empty and an encoded segment or a number never holds a slash); a
 *   template with an empty head whose first interpolation is rooted and whose next text starts
 *   with `/`, `?` or `#`; `appPath(…)` with at least one segment;
 * - a template `#…`, `mailto:…`, `tel:…` or `https://host/…` (a host we wrote, closed by `/`, `?`
 *   or `#`), or `${checked}?…` / `${checked}#…` after a SafeHref;
 * - a const whose initializer is any of these (the check follows the declaration, not the type).
 * A type assertion never makes a value safe: the operand is judged instead. Outside lib/url an
 * assertion to a type this check trusts (SafeHref, a safe literal or template literal type) is
 * refused unless the asserted value is itself safe by these rules, and so is an `any`
 * (JSON.parse, an unparsed answer) handed to anything typed SafeHref. The type checker sees through
 * props and function returns, so a plain `string` from anywhere fails.
 */

/** The repository: where tsconfig.json is, above the working directory (jest and npm scripts run there). */
export const ROOT = path.dirname(ts.findConfigFile(process.cwd(), ts.sys.fileExists) ?? path.join(process.cwd(), 'tsconfig.json'));
export const SCANNED = /^(app|components|lib)\/|^middleware\.ts$/;
const SAFE_HREF_FILE = path.join(ROOT, 'lib/url/safe-href.ts');

export function compilerOptions(): { options: ts.CompilerOptions; fileNames: string[] } {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return { options: { ...parsed.options, noEmit: true, incremental: false }, fileNames: parsed.fileNames };
}

export const LITERAL_OK = (value: string) =>
  (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) ||
  value.startsWith('#') ||
  /^https?:\/\/[^/\\]/.test(value) ||
  /^(mailto|tel):/i.test(value) ||
  value === '';

/** An http(s) URL we wrote whose host is closed by `/`, `?` or `#`: what follows cannot change it. */
const FIXED_HOST_HEAD = /^https?:\/\/[^/\\?#@\s]+[/?#]/i;

/** `/` then a character that cannot start a second slash: the origin is fixed. */
const ROOTED_TEXT = (text: string) => /^\/[^/\\]/.test(text);

class SinkCheck {
  constructor(
    private readonly built: ts.Program,
    private readonly checker = built.getTypeChecker(),
  ) {}

  typeIsSafe(type: ts.Type): boolean {
    if (type.isUnion()) return type.types.every((part) => this.typeIsSafe(part));
    if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) return true;
    if (type.isStringLiteral()) return LITERAL_OK(type.value);
    if (type.flags & ts.TypeFlags.TemplateLiteral) return ROOTED_TEXT((type as ts.TemplateLiteralType).texts[0]);
    if (type.isIntersection()) return type.types.some((part) => this.typeIsSafe(part));
    return this.isBrand(type);
  }

  /** The SafeHref brand of lib/url/safe-href.ts, not a look-alike property declared elsewhere. */
  private isBrand(type: ts.Type): boolean {
    const brand = type.getProperty('__safeHref');
    return !!brand?.declarations?.some((declaration) => path.resolve(declaration.getSourceFile().fileName) === SAFE_HREF_FILE);
  }

  /** Something a type assertion turns into a value this check would trust. */
  assertsTrustedType(node: ts.AsExpression | ts.TypeAssertion): boolean {
    if (ts.isConstTypeReference(node.type)) return false;
    const type = this.checker.getTypeFromTypeNode(node.type);
    const parts = type.isUnion() ? type.types : [type];
    return parts.some((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) && this.typeIsSafe(type);
  }

  /** An `any` (JSON.parse, res.json()) where a trusted type is expected: TypeScript lets it in unchecked. */
  anyIntoTrustedType(node: ts.Expression): boolean {
    if (!(this.checker.getTypeAtLocation(node).flags & ts.TypeFlags.Any)) return false;
    const expected = this.checker.getContextualType(node);
    const parts = expected ? (expected.isUnion() ? expected.types : [expected]) : [];
    return parts.some((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) && this.typeIsSafe(part));
  }

  /** Parentheses, `as const`, `!` and `satisfies` change nothing; any other assertion is judged by its operand. */
  private unwrap(node: ts.Expression): ts.Expression {
    let current = node;
    for (;;) {
      if (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current) || ts.isSatisfiesExpression(current)) current = current.expression;
      else if (ts.isAsExpression(current) || ts.isTypeAssertionExpression(current)) current = current.expression;
      else return current;
    }
  }

  /** The initializer of the const an identifier names, if it is one. */
  private constInitializer(node: ts.Identifier): ts.Expression | null {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (!declaration || !ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name) || !declaration.initializer) return null;
    const list = declaration.parent;
    return ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? declaration.initializer : null;
  }

  private calls(node: ts.Expression, file: string, name: string): node is ts.CallExpression {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== name) return false;
    let symbol = this.checker.getSymbolAtLocation(node.expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return !!symbol?.declarations?.some((declaration) => {
      const source = declaration.getSourceFile();
      return file === 'lib' ? this.built.isSourceFileDefaultLibrary(source) : path.resolve(source.fileName) === file;
    });
  }

  /** A segment that is never empty and never holds a slash (route params are never empty). */
  private isSegment(node: ts.Expression): boolean {
    const inner = this.unwrap(node);
    if (this.calls(inner, 'lib', 'encodeURIComponent')) return true;
    const type = this.checker.getTypeAtLocation(inner);
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((part) => !!(part.flags & ts.TypeFlags.NumberLike));
  }

  /** The value always starts with `/` and a character other than `/` and `\`. */
  rooted(node: ts.Expression, depth = 0): boolean {
    if (depth > 8) return false;
    const inner = this.unwrap(node);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return ROOTED_TEXT(inner.text) && !inner.text.includes('\\');
    if (ts.isTemplateExpression(inner)) {
      const head = inner.head.text;
      const [first] = inner.templateSpans;
      if (ROOTED_TEXT(head)) return true;
      if (head === '/') return this.isSegment(first.expression);
      return head === '' && /^[/?#]/.test(first.literal.text) && this.rooted(first.expression, depth + 1);
    }
    if (ts.isConditionalExpression(inner)) return this.rooted(inner.whenTrue, depth + 1) && this.rooted(inner.whenFalse, depth + 1);
    if (ts.isBinaryExpression(inner) && (inner.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || inner.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      return this.rooted(inner.left, depth + 1) && this.rooted(inner.right, depth + 1);
    }
    if (ts.isIdentifier(inner)) {
      const initializer = this.constInitializer(inner);
      return !!initializer && this.rooted(initializer, depth + 1);
    }
    // appPath('a', …): every segment encoded (or `_` when empty); withQuery keeps its head.
    if (this.calls(inner, SAFE_HREF_FILE, 'appPath')) return inner.arguments.length > 0 && !inner.arguments.some(ts.isSpreadElement);
    if (this.calls(inner, SAFE_HREF_FILE, 'withQuery')) return !!inner.arguments[0] && this.rooted(inner.arguments[0], depth + 1);
    return false;
  }

  /** The URL of this page or of this request: a relative checked value stays on its origin. */
  private isOwnBase(node: ts.Expression): boolean {
    const inner = this.unwrap(node);
    if (/^(window\.)?location\.(origin|href)$/.test(inner.getText())) return true;
    if (!ts.isPropertyAccessExpression(inner) || !/^(url|nextUrl)$/.test(inner.name.text)) return false;
    return /^(Next)?Request$/.test(this.checker.typeToString(this.checker.getTypeAtLocation(inner.expression)));
  }

  /** `new URL(checked)` or `new URL(checked, ownBase)`, or its `.href` / `.toString()`. */
  private isUrlOnOwnBase(node: ts.Expression, depth: number): boolean {
    let inner = node;
    if (ts.isCallExpression(inner) && inner.arguments.length === 0 && ts.isPropertyAccessExpression(inner.expression) && inner.expression.name.text === 'toString') inner = inner.expression.expression;
    else if (ts.isPropertyAccessExpression(inner) && inner.name.text === 'href') inner = inner.expression;
    inner = this.unwrap(inner);
    if (!ts.isNewExpression(inner) || inner.expression.getText() !== 'URL' || !inner.arguments?.[0]) return false;
    const [value, base] = inner.arguments;
    return this.expressionIsSafe(value, depth + 1) && (base === undefined || this.isOwnBase(base));
  }

  expressionIsSafe(node: ts.Expression, depth = 0): boolean {
    if (depth > 8) return false;
    const inner = this.unwrap(node);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return LITERAL_OK(inner.text);
    if (ts.isTemplateExpression(inner)) {
      const head = inner.head.text;
      if (head.startsWith('#') || /^(mailto|tel):/i.test(head) || FIXED_HOST_HEAD.test(head)) return true;
      const [first] = inner.templateSpans;
      // A checked value may be '' or '/': only a query or a fragment may follow it.
      if (head === '' && /^[?#]/.test(first.literal.text) && this.expressionIsSafe(first.expression, depth + 1)) return true;
      return this.rooted(inner);
    }
    if (ts.isConditionalExpression(inner)) return this.expressionIsSafe(inner.whenTrue, depth + 1) && this.expressionIsSafe(inner.whenFalse, depth + 1);
    if (ts.isBinaryExpression(inner) && (inner.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || inner.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      return this.expressionIsSafe(inner.left, depth + 1) && this.expressionIsSafe(inner.right, depth + 1);
    }
    // new URL(checked, ownBase), its `.href` and `.toString()`.
    if (this.isUrlOnOwnBase(inner, depth)) return true;
    if (ts.isIdentifier(inner)) {
      const initializer = this.constInitializer(inner);
      if (initializer && this.expressionIsSafe(initializer, depth + 1)) return true;
    }
    if (this.rooted(inner)) return true;
    // An assertion's operand is judged by its own type, never by the asserted one.
    return this.typeIsSafe(this.checker.getTypeAtLocation(inner));
  }
}

export interface Finding {
  at: string;
  sink: string;
  value: string;
}

export function sinkArgument(node: ts.Node): { sink: string; value: ts.Expression } | null {
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

/** Where a value is handed to something with a declared type: an argument, a prop, a return, an initializer, an assignment. */
function receivesValue(node: ts.Expression): boolean {
  const parent = node.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(node)) return true;
  if (ts.isJsxExpression(parent) || ts.isReturnStatement(parent) || ts.isSpreadAssignment(parent)) return true;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isParameter(parent)) && parent.initializer === node) return true;
  if (ts.isArrowFunction(parent) && parent.body === node) return true;
  return ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.right === node;
}

export function scan(built: ts.Program, only: RegExp = SCANNED): { findings: Finding[]; casts: string[]; sinks: number } {
  const check = new SinkCheck(built);
  const findings: Finding[] = [];
  const casts: string[] = [];
  let sinks = 0;
  for (const file of built.getSourceFiles()) {
    const relative = path.relative(ROOT, file.fileName);
    if (!only.test(relative)) continue;
    const visit = (node: ts.Node) => {
      const at = () => `${relative}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const sink = sinkArgument(node);
      if (sink) {
        sinks++;
        if (!check.expressionIsSafe(sink.value)) findings.push({ at: at(), sink: sink.sink, value: sink.value.getText() });
      }
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !relative.startsWith('lib/url/') && check.assertsTrustedType(node) && !check.expressionIsSafe(node.expression)) {
        casts.push(at());
      }
      if (ts.isExpression(node) && receivesValue(node) && check.anyIntoTrustedType(node)) casts.push(`${at()} (any)`);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { findings, casts, sinks };
}

