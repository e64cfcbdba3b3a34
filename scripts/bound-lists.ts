import ts from "typescript";

/**
 * The rule behind worker/db/chunks.ts (docs/decisions/055): D1 refuses a statement that binds more
 * than 100 parameters, so a list known only at run time never goes into SQL whole. It goes in a run
 * at a time, built inside the callback of `chunked` or `rowsInChunks`. This reads the Worker's code
 * with TypeScript's checker and names every place where a runtime list is bound otherwise:
 *
 * - `inArray(column, list)` / `notInArray(column, list)` whose list is an array the code builds at
 *   run time (a fixed array literal, an `as const` tuple, and a subquery are fine);
 * - `or(...list)`, `and(...list)` and `sql.join(list)` over such a list (one condition, one
 *   parameter or more, per item), unless the list comes from an UPPER_CASE constant.
 *
 * Inside a run's callback, a list is fine when it comes from the callback's own parameter (the run).
 */

const LIST_TAKERS = new Set(["inArray", "notInArray"]);
const SPREAD_TAKERS = new Set(["or", "and"]);
const CHUNKERS = new Set(["chunked", "rowsInChunks"]);
/** Array methods that keep a list's length or shorten it: the list is still the one they were called on. */
const LIST_METHODS = new Set(["map", "filter", "flatMap", "slice", "concat", "reverse", "toReversed", "toSorted"]);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

const calleeName = (call: ts.CallExpression): string | null =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? `${call.expression.expression.getText()}.${call.expression.name.text}`
      : null;

/** The list an expression reads from: `run.map(...)` -> `run`, `Object.entries(X)` -> `X`. */
function sourceOf(expression: ts.Expression): ts.Expression {
  let node = expression;
  for (;;) {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && LIST_METHODS.has(node.expression.name.text))
      node = node.expression.expression;
    else if (ts.isCallExpression(node) && /^Object\.(entries|keys|values)$/.test(node.expression.getText()) && node.arguments[0])
      node = node.arguments[0];
    else if (ts.isArrayLiteralExpression(node) && node.elements.length === 1 && ts.isSpreadElement(node.elements[0]!))
      node = node.elements[0].expression;
    else return node;
  }
}

/** The identifier a list's source starts from (`undo.carried` -> `undo`), if any. */
function rootIdentifier(expression: ts.Expression): ts.Identifier | null {
  let node: ts.Expression = expression;
  while (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node : null;
}

/** Whether the identifier is a parameter of a run's callback (the second argument of `chunked`/`rowsInChunks`). */
function isRunParameter(identifier: ts.Identifier, checker: ts.TypeChecker): boolean {
  const declaration = checker.getSymbolAtLocation(identifier)?.valueDeclaration;
  if (!declaration || !ts.isParameter(declaration)) return false;
  const callback = declaration.parent;
  const call = callback.parent;
  return (
    (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) &&
    ts.isCallExpression(call) &&
    call.arguments[1] === callback &&
    CHUNKERS.has(calleeName(call) ?? "")
  );
}

/**
 * Whether a list's length is fixed by the code: a literal without runtime spreads (pushed to only
 * by the code around it), a tuple, an UPPER_CASE constant, `Array.from({ length: CONSTANT })`.
 */
function isFixed(expression: ts.Expression, checker: ts.TypeChecker): boolean {
  if (ts.isArrayLiteralExpression(expression))
    return expression.elements.every((element) => !ts.isSpreadElement(element) || isBoundSafely(element.expression, checker, 1));
  if (ts.isCallExpression(expression) && expression.expression.getText() === "Array.from") {
    const [shape] = expression.arguments;
    return Boolean(shape && ts.isObjectLiteralExpression(shape) && /^\{\s*length:\s*[A-Z][A-Z0-9_]*\s*\}$/.test(shape.getText()));
  }
  const type = checker.getTypeAtLocation(expression);
  if (checker.isTupleType(type)) return true;
  const root = rootIdentifier(expression);
  return root !== null && /^[A-Z][A-Z0-9_]*$/.test(root.text);
}

/** The initializer of a local `const` the expression names, if it is one. */
function initializerOf(expression: ts.Expression, checker: ts.TypeChecker): ts.Expression | null {
  if (!ts.isIdentifier(expression)) return null;
  const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration;
  return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? declaration.initializer : null;
}

/** Whether a list bound into SQL is fixed by the code or a run's own: not a list at all (a subquery, a SQL fragment) counts as fixed. */
function isBoundSafely(list: ts.Expression, checker: ts.TypeChecker, depth = 0): boolean {
  const type = checker.getTypeAtLocation(list);
  if (depth === 0 && !checker.isArrayLikeType(type) && !ts.isArrayLiteralExpression(list)) return true;
  if (isFixed(list, checker)) return true;
  const source = sourceOf(list);
  if (source !== list && isFixed(source, checker)) return true;
  const root = rootIdentifier(source);
  if (root !== null && isRunParameter(root, checker)) return true;
  // A local list: where it came from decides.
  const initializer = initializerOf(source, checker);
  return initializer !== null && depth < 5 && isBoundSafely(initializer, checker, depth + 1);
}

/** Every place in `files` where a runtime list is bound into SQL outside a run. */
export function unboundedLists(program: ts.Program, files: (file: string) => boolean): Finding[] {
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  for (const source of program.getSourceFiles()) {
    if (!files(source.fileName)) continue;
    const report = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      findings.push({ file: source.fileName, line: line + 1, text: node.getText().replace(/\s+/g, " ").slice(0, 120) });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node) ?? "";
        const list = node.arguments[1];
        if (LIST_TAKERS.has(name) && list && !isBoundSafely(list, checker)) report(node);
        if (SPREAD_TAKERS.has(name))
          for (const argument of node.arguments)
            if (ts.isSpreadElement(argument) && !isBoundSafely(argument.expression, checker, 1)) report(node);
        if (name === "sql.join" && node.arguments[0] && !isBoundSafely(node.arguments[0], checker)) report(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

/** The project's program, as tsconfig.json describes it, with `extra` files that exist only in memory. */
export function projectProgram(extra: Record<string, string> = {}): ts.Program {
  const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, "tsconfig.json");
  if (!configPath) throw new Error("tsconfig.json not found");
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, process.cwd());
  const host = ts.createCompilerHost(parsed.options);
  const original = { getSourceFile: host.getSourceFile, fileExists: host.fileExists, readFile: host.readFile };
  host.fileExists = (file) => file in extra || original.fileExists(file);
  host.readFile = (file) => extra[file] ?? original.readFile(file);
  host.getSourceFile = (file, language, ...rest) =>
    file in extra ? ts.createSourceFile(file, extra[file]!, language, true) : original.getSourceFile(file, language, ...rest);
  const roots = parsed.fileNames.filter((file) => file.includes("/worker/") && !file.endsWith(".test.ts"));
  return ts.createProgram({ rootNames: [...roots, ...Object.keys(extra)], options: parsed.options, host });
}
