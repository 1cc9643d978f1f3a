import ts from 'typescript';

/** One source file to scan: its path (for messages) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Where a source string was found, `path:line`. */
export type SourceLocation = string;

export interface ExtractedStrings {
  /** English source string -> where it occurs (both forms of a tn() call included). */
  strings: Map<string, SourceLocation[]>;
  /** The source strings a catalog translates with a plain entry: all of them but the tn() pairs. */
  messages: Set<string>;
  /** tn() pairs, English singular -> English plural: a catalog keys their plural entry by the singular. */
  plurals: Map<string, string>;
  /** t() calls whose argument is not a literal: the strings they translate must come from data the scan sees. */
  dynamic: SourceLocation[];
}

/** Translate calls: `t('…')`, `tn('one', 'many', n)`, and the `translate` alias one component uses. */
const SINGLE_CALLS = new Set(['t', 'translate']);
const PLURAL_CALLS = new Set(['tn']);
/** Control-panel helpers whose string arguments are labels translated when read (shared-controls.ts). */
const LABEL_ARGUMENT: ReadonlyMap<string, number> = new Map([
  ['defineSection', 0],
  ['checkbox', 1],
  ['numberFormat', 1],
  ['timeFormat', 1],
]);
/** Calls taking a control config (`defineControl({…})` and the panels' `select({…})` wrappers). */
const CONTROL_CALLS = new Set(['defineControl', 'select']);
/** Properties of a control config that are English source strings. */
const CONTROL_TEXT_PROPS = new Set(['label', 'description']);
/** Label tables translated where shown (`TYPE_LABELS[type]`, `RECOMMENDED_TAGS`): every string in them. */
const LABEL_TABLE = /_LABELS$|_TAGS$/;
/** Control-panel modules: their configs, helpers and choice tables are data translated where rendered. */
const CONTROL_PANEL_FILE = /(control-panel|-controls)\.ts$/;
/** A control name (`header_font_size`), the first argument of the panels' helpers before their label. */
const CONTROL_NAME = /^[a-z][a-z0-9_]*$|^[a-z][A-Za-z0-9]*$/;
/** Registry metadata (charts' `metadata.ts`): names, descriptions, categories and tags are shown through t(). */
const METADATA_PROPS = new Set(['name', 'description', 'category', 'tags']);

const literalText = (node: ts.Node | undefined): string | undefined =>
  node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

const propertyName = (prop: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(prop) && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))
    ? prop.name.text
    : undefined;

/**
 * Every English source string in the given files, read with the TypeScript parser (not regexes),
 * so multi-line calls, quotes inside strings and template literals are handled.
 */
export const extractSourceStrings = (files: readonly SourceFile[]): ExtractedStrings => {
  const strings = new Map<string, SourceLocation[]>();
  const messages = new Set<string>();
  const plurals = new Map<string, string>();
  const dynamic: SourceLocation[] = [];

  for (const file of files) {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
    const where = (node: ts.Node): SourceLocation =>
      `${file.path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const record = (node: ts.Node | undefined): string | undefined => {
      const text = literalText(node);
      if (node === undefined || text === undefined || text.trim() === '') return undefined;
      const found = strings.get(text);
      if (found === undefined) strings.set(text, [where(node)]);
      else found.push(where(node));
      return text;
    };
    const add = (node: ts.Node | undefined): boolean => {
      const text = record(node);
      if (text !== undefined) messages.add(text);
      return text !== undefined;
    };

    const addControlConfig = (config: ts.ObjectLiteralExpression): void => {
      for (const prop of config.properties) {
        const name = propertyName(prop);
        if (name === undefined || !ts.isPropertyAssignment(prop)) continue;
        if (CONTROL_TEXT_PROPS.has(name)) add(prop.initializer);
        if (name === 'choices' && ts.isArrayLiteralExpression(prop.initializer)) {
          for (const choice of prop.initializer.elements) {
            if (ts.isArrayLiteralExpression(choice)) add(choice.elements[1]);
            else if (ts.isAsExpression(choice) && ts.isArrayLiteralExpression(choice.expression))
              add(choice.expression.elements[1]);
          }
        }
      }
    };

    const addAll = (node: ts.Node): void => {
      if (literalText(node) !== undefined) add(node);
      else ts.forEachChild(node, addAll);
    };
    const isMetadata = /(^|\/)metadata\.ts$/.test(file.path);
    const isControlPanel = CONTROL_PANEL_FILE.test(file.path);

    /** In a control panel: `label`/`description` properties, `helper('name', 'Label')`, `[value, 'Text']` choices. */
    const visitControlPanel = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && CONTROL_TEXT_PROPS.has(propertyName(node) ?? '')) add(node.initializer);
      if (ts.isCallExpression(node) && CONTROL_NAME.test(literalText(node.arguments[0]) ?? '')) add(node.arguments[1]);
      if (ts.isArrayLiteralExpression(node) && node.elements.length === 2) {
        const [value, text] = node.elements;
        if (value !== undefined && !ts.isArrayLiteralExpression(value) && !ts.isSpreadElement(value)) add(text);
      }
    };

    const visit = (node: ts.Node): void => {
      if (isControlPanel) visitControlPanel(node);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && LABEL_TABLE.test(node.name.text)) {
        if (node.initializer !== undefined) addAll(node.initializer);
      } else if (isMetadata && ts.isPropertyAssignment(node) && METADATA_PROPS.has(propertyName(node) ?? '')) {
        addAll(node.initializer);
      } else if (
        // Validation messages stored as `errors.field = '…'` and translated where the field shows them.
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.left) &&
        ts.isIdentifier(node.left.expression) &&
        node.left.expression.text === 'errors'
      ) {
        addAll(node.right);
      }
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        if (name !== undefined && SINGLE_CALLS.has(name) && ts.isIdentifier(node.expression)) {
          if (!add(node.arguments[0]) && node.arguments[0] !== undefined) dynamic.push(where(node));
        } else if (name !== undefined && PLURAL_CALLS.has(name)) {
          const singular = record(node.arguments[0]);
          const plural = record(node.arguments[1]);
          if (singular !== undefined && plural !== undefined) plurals.set(singular, plural);
        } else if (name !== undefined && CONTROL_CALLS.has(name)) {
          const config = node.arguments[0];
          if (config !== undefined && ts.isObjectLiteralExpression(config)) addControlConfig(config);
        } else if (name !== undefined && LABEL_ARGUMENT.has(name)) {
          add(node.arguments[LABEL_ARGUMENT.get(name) ?? 0]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { strings, messages, plurals, dynamic };
};
