import { parse } from 'handlebars/dist/cjs/handlebars/compiler/base';

/**
 * Handlebars templates rendered by walking the parser's AST instead of `Handlebars.compile`, which
 * generates JavaScript and runs it through `new Function` — blocked by the app's CSP (no
 * 'unsafe-eval'). Only the parser is imported: it builds the tree and applies whitespace control,
 * never evaluates code. Semantics follow Handlebars 4.7 (the version Superset's chart bundles), with
 * one difference: an unknown helper renders nothing instead of throwing "Missing helper".
 */

/** Handlebars' `@` variables of one block level: `@index`, `@key`, `@first`, `@last`, `@root`. */
export interface DataFrame {
  readonly [name: string]: unknown;
  readonly _parent?: DataFrame;
}

/** What a helper receives last, as Handlebars hands it: `fn`/`inverse` render the block or its `{{else}}`. */
export interface HelperOptions {
  readonly name: string;
  readonly hash: Record<string, unknown>;
  readonly data: DataFrame;
  fn(context: unknown, options?: { data?: DataFrame }): string;
  inverse(context: unknown, options?: { data?: DataFrame }): string;
}

export type Helper = (this: unknown, ...args: never[]) => unknown;
export type HelperMap = Readonly<Record<string, Helper>>;

type Node = hbs.AST.Node;
/** Where a node is evaluated: the context stack (`../` walks it), the data frame and the helpers. */
interface Scope {
  readonly contexts: readonly unknown[];
  readonly data: DataFrame;
  readonly helpers: HelperMap;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

const toText = (value: unknown): string => (value == null ? '' : String(value));

/** Handlebars' escapeExpression: `{{x}}` output, HTML-escaped; null and undefined are empty. */
export const escapeHtml = (value: unknown): string => toText(value).replace(/[&<>"'`=]/g, (c) => ESCAPES[c] ?? c);

/** Handlebars' isEmpty, which #if, #with and #each branch on. */
const isEmpty = (value: unknown): boolean => (!value && value !== 0) || (Array.isArray(value) && value.length === 0);

/** Own properties only: Handlebars 4.6+ refuses prototype properties (`constructor`, `__proto__`) by default. */
const lookupProperty = (parent: unknown, name: string): unknown =>
  parent != null && Object.prototype.hasOwnProperty.call(parent, name)
    ? (parent as Record<string, unknown>)[name]
    : undefined;

const resolvePath = (path: hbs.AST.PathExpression, scope: Scope): unknown => {
  if (path.data) {
    let frame: DataFrame | undefined = scope.data;
    for (let i = 0; i < path.depth; i += 1) frame = frame?._parent;
    const [head = '', ...rest] = path.parts;
    return rest.reduce<unknown>((value, part) => lookupProperty(value, part), lookupProperty(frame, head));
  }
  // Above the outermost context (`../` at the top) there is nothing, as in Handlebars.
  const base = scope.contexts[path.depth];
  return path.parts.reduce<unknown>((value, part) => lookupProperty(value, part), base);
};

/** `{{name …}}` is a helper call when the path is a bare name (not `this.x`, `./x`, `../x` or `@x`). */
const helperOf = (path: Node, scope: Scope): Helper | undefined => {
  if (path.type !== 'PathExpression') return undefined;
  const { parts, depth, data, original } = path as hbs.AST.PathExpression;
  const simple = parts.length === 1 && depth === 0 && !data && !/^\.|this\b/.test(original);
  return simple ? (lookupProperty(scope.helpers, parts[0] ?? '') as Helper | undefined) : undefined;
};

const evaluate = (node: Node, scope: Scope): unknown => {
  switch (node.type) {
    case 'PathExpression':
      return resolvePath(node as hbs.AST.PathExpression, scope);
    case 'SubExpression':
      return call(node as hbs.AST.SubExpression, scope, undefined, undefined);
    case 'StringLiteral':
    case 'NumberLiteral':
    case 'BooleanLiteral':
      return (node as hbs.AST.StringLiteral).value;
    case 'NullLiteral':
      return null;
    default:
      return undefined;
  }
};

/** Runs a block body: a new context is pushed on the `../` stack only when it differs, as Handlebars does. */
const runner =
  (program: hbs.AST.Program | undefined, scope: Scope) =>
  (context: unknown, options?: { data?: DataFrame }): string => {
    if (!program) return '';
    const contexts = context === scope.contexts[0] ? scope.contexts : [context, ...scope.contexts];
    return renderProgram(program, { ...scope, contexts, data: options?.data ?? scope.data });
  };

type Call = hbs.AST.MustacheStatement | hbs.AST.BlockStatement | hbs.AST.SubExpression;

/** A helper call (params, hash, fn/inverse); an unknown helper or a non-helper path with params gives nothing. */
function call(node: Call, scope: Scope, program?: hbs.AST.Program, inverse?: hbs.AST.Program): unknown {
  const helper = helperOf(node.path, scope);
  if (!helper) return undefined;
  const hash = Object.fromEntries((node.hash?.pairs ?? []).map((p) => [p.key, evaluate(p.value, scope)]));
  const options: HelperOptions = {
    name: (node.path as hbs.AST.PathExpression).original,
    hash,
    data: scope.data,
    fn: runner(program, scope),
    inverse: runner(inverse, scope),
  };
  const params = node.params.map((param) => evaluate(param, scope));
  return (helper as (...args: unknown[]) => unknown).call(scope.contexts[0], ...params, options);
}

/** `{{#name}}` over a value, not a helper: Handlebars' blockHelperMissing (section semantics). */
const section = (node: hbs.AST.BlockStatement, scope: Scope): unknown => {
  const value = evaluate(node.path, scope);
  const fn = runner(node.program, scope);
  const inverse = runner(node.inverse, scope);
  if (value === true) return fn(scope.contexts[0]);
  if (value === false || value == null) return inverse(scope.contexts[0]);
  if (Array.isArray(value))
    return value.length > 0
      ? each.call(scope.contexts[0], value, { name: 'each', hash: {}, data: scope.data, fn, inverse })
      : inverse(scope.contexts[0]);
  return fn(value);
};

const renderStatement = (node: Node, scope: Scope): string => {
  switch (node.type) {
    case 'ContentStatement':
      return (node as hbs.AST.ContentStatement).value;
    case 'CommentStatement':
      return '';
    case 'MustacheStatement': {
      const mustache = node as hbs.AST.MustacheStatement;
      const isCall =
        mustache.params.length > 0 || (mustache.hash?.pairs.length ?? 0) > 0 || helperOf(mustache.path, scope);
      const value = isCall ? call(mustache, scope) : evaluate(mustache.path, scope);
      return mustache.escaped ? escapeHtml(value) : toText(value);
    }
    case 'BlockStatement': {
      const block = node as hbs.AST.BlockStatement;
      const isCall = block.params.length > 0 || (block.hash?.pairs.length ?? 0) > 0 || helperOf(block.path, scope);
      return toText(isCall ? call(block, scope, block.program, block.inverse) : section(block, scope));
    }
    default:
      // Partials and decorators: Superset's chart registers none, so Handlebars would fail too.
      throw new Error(`Unsupported template construct: ${node.type}`);
  }
};

const renderProgram = (program: hbs.AST.Program, scope: Scope): string =>
  program.body.map((statement) => renderStatement(statement, scope)).join('');

const frame = (data: DataFrame, values: Record<string, unknown>): DataFrame => ({ ...data, ...values, _parent: data });

/** Handlebars' built-in `#if`: 0 counts as false unless `includeZero=true`; an empty array is false. */
function ifHelper(this: unknown, condition: unknown, options: HelperOptions): string {
  const falsy = (!options.hash['includeZero'] && !condition) || isEmpty(condition);
  return falsy ? options.inverse(this) : options.fn(this);
}

function unless(this: unknown, condition: unknown, options: HelperOptions): string {
  return ifHelper.call(this, condition, { ...options, fn: options.inverse, inverse: options.fn });
}

/** Handlebars' `#each` over an array or an object's own keys, with @index/@key/@first/@last; `{{else}}` when empty. */
function each(this: unknown, list: unknown, options: HelperOptions): string {
  if (list == null || typeof list !== 'object') return options.inverse(this);
  const entries: [string | number, unknown][] = Array.isArray(list)
    ? list.map((item, i) => [i, item])
    : Object.keys(list).map((key) => [key, (list as Record<string, unknown>)[key]]);
  if (entries.length === 0) return options.inverse(this);
  return entries
    .map(([key, item], index) =>
      options.fn(item, {
        data: frame(options.data, { key, index, first: index === 0, last: index === entries.length - 1 }),
      }),
    )
    .join('');
}

function withHelper(this: unknown, context: unknown, options: HelperOptions): string {
  return isEmpty(context) ? options.inverse(this) : options.fn(context);
}

/** `{{lookup obj key}}`: a property named by a value (own properties only, as in Handlebars). */
const lookup = (object: unknown, key: unknown): unknown => (object ? lookupProperty(object, String(key)) : object);

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** `{{log x level="warn"}}`: to the console when at least "info", Handlebars' default logger threshold. */
const log = (...args: unknown[]): string => {
  const options = args.pop() as HelperOptions;
  const level = options.hash['level'] ?? options.data['level'] ?? 1;
  const index = typeof level === 'number' ? level : LOG_LEVELS.indexOf(String(level).toLowerCase() as 'info');
  const method = LOG_LEVELS[Math.min(index, LOG_LEVELS.length - 1)];
  if (index >= 1 && method) console[method](...args);
  return '';
};

/** Handlebars' built-in helpers; registered helpers come after and may not replace them. */
const BUILT_INS: HelperMap = { if: ifHelper, unless, each, with: withHelper, lookup, log } as HelperMap;

/** Parses (a syntax error throws, with Handlebars' message) and renders the template over the context. */
export const interpretTemplate = (template: string, context: unknown, helpers: HelperMap): string => {
  const program = parse(template);
  const data: DataFrame = { root: context };
  return renderProgram(program, { contexts: [context], data, helpers: { ...helpers, ...BUILT_INS } });
};
