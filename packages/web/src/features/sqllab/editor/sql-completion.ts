import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import type { CompletionEntry, CompletionKind } from './completion-index';

/** What the editor completes from: the indexed names and, after `x.`, the members of `x`. */
export interface CompletionData {
  /** Keywords, functions, schemas, tables and the columns read so far starting with `prefix`. */
  match: (prefix: string, limit: number) => CompletionEntry[];
  /** The tables of schema `qualifier`, or the columns of table `qualifier` (read on demand). */
  members: (qualifier: string) => Promise<CompletionEntry[]>;
}

/** Options shown per keystroke: more is noise, and CodeMirror draws each one. */
const LIMIT = 200;

const TYPE: Record<CompletionKind, string> = {
  keyword: 'keyword',
  function: 'function',
  schema: 'namespace',
  table: 'class',
  column: 'property',
};

/** Schema-qualified and quoted names complete too: `main.`, `"My Table".`. */
const QUALIFIER = /(?:"([^"]+)"|([A-Za-z_][\w$]*))\.$/;

const toCompletion = (entry: CompletionEntry): Completion => ({
  label: entry.label,
  type: TYPE[entry.kind],
  ...(entry.detail === undefined ? {} : { detail: entry.detail }),
  // Keywords and functions rank above names of the same prefix, as the index orders them.
  boost: entry.kind === 'keyword' ? 2 : entry.kind === 'function' ? 1 : 0,
});

/**
 * SQL Lab's completion source. The index filters by prefix itself (`filter: false`), so CodeMirror
 * never scores 20,000 names per keystroke; after a `.` it offers the qualifier's tables or columns.
 */
export const sqlCompletionSource =
  (data: () => CompletionData): CompletionSource =>
  async (ctx: CompletionContext): Promise<CompletionResult | null> => {
    const word = ctx.matchBefore(/[\w$]*$/);
    if (word === null) return null;
    const before = ctx.state.sliceDoc(Math.max(0, word.from - 256), word.from);
    const qualifier = QUALIFIER.exec(before);
    const name = qualifier?.[1] ?? qualifier?.[2];
    if (name !== undefined) {
      const prefix = word.text.toLowerCase();
      const members = await data().members(name);
      if (ctx.aborted) return null;
      return {
        from: word.from,
        options: members
          .filter((m) => m.label.toLowerCase().startsWith(prefix))
          .slice(0, LIMIT)
          .map(toCompletion),
        filter: false,
      };
    }
    if (word.from === word.to && !ctx.explicit) return null;
    return { from: word.from, options: data().match(word.text, LIMIT).map(toCompletion), filter: false };
  };
