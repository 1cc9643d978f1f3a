import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers, type KeyBinding } from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import type { CompletionEntry } from './completion-index';
import { editorTheme } from './editor-theme';
import { sqlCompletionSource, type CompletionData } from './sql-completion';

/** What the page asks of the editor besides its text changes. */
export interface SqlEditorHandle {
  doc: () => string;
  cursor: () => number;
  /** The selected text, or '' (Superset runs the selection when there is one). */
  selection: () => string;
  replace: (sql: string) => void;
  focus: () => void;
}

/** Superset's SQL Lab shortcuts (KeyboardShortcutButton): run, run current, stop, new tab, format. */
export interface EditorCommands {
  run: () => void;
  runCurrent: () => void;
  stop: () => void;
  newTab: () => void;
  format: () => void;
}

export interface SqlEditorProps {
  initialSql: string;
  backend: string | null;
  completion: () => CompletionData;
  commands: EditorCommands;
  onChange: (sql: string, cursor: number) => void;
  /** The dialect's keywords and functions, once the language chunk has loaded. */
  onVocabulary: (words: CompletionEntry[]) => void;
  handle: Ref<SqlEditorHandle>;
}

const bind = (key: string, run: () => void): KeyBinding => ({ key, preventDefault: true, run: () => (run(), true) });

/**
 * SQL Lab's CodeMirror 6 editor. It paints at once with plain text; the engine's SQL grammar and
 * dialect words arrive in a chunk of their own and are swapped in. A tab switch mounts a new one.
 */
export function SqlEditor(props: SqlEditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useImperativeHandle(props.handle, () => ({
    doc: () => view.current?.state.doc.toString() ?? '',
    cursor: () => view.current?.state.selection.main.head ?? 0,
    selection: () => {
      const state = view.current?.state;
      const range = state?.selection.main;
      return state === undefined || range === undefined ? '' : state.sliceDoc(range.from, range.to);
    },
    replace: (sql) => {
      const current = view.current;
      current?.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: sql } });
    },
    focus: () => view.current?.focus(),
  }));

  useEffect(() => {
    if (host.current === null) return;
    const language = new Compartment();
    const commands = (): EditorCommands => latest.current.commands;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current.initialSql,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          closeBrackets(),
          language.of([]),
          autocompletion({
            override: [sqlCompletionSource(() => latest.current.completion())],
            activateOnTyping: true,
          }),
          keymap.of([
            bind('Ctrl-Enter', () => commands().run()),
            bind('Mod-Enter', () => commands().run()),
            bind('Ctrl-Shift-Enter', () => commands().runCurrent()),
            bind('Mod-Shift-Enter', () => commands().runCurrent()),
            bind('Ctrl-e', () => commands().stop()),
            bind('Ctrl-t', () => commands().newTab()),
            bind('Ctrl-Shift-f', () => commands().format()),
            ...completionKeymap,
            ...defaultKeymap,
            ...historyKeymap,
            indentWithTab,
          ]),
          editorTheme,
          EditorView.contentAttributes.of({ 'aria-label': 'SQL', 'data-testid': 'sqllab-editor-content' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged)
              latest.current.onChange(update.state.doc.toString(), update.state.selection.main.head);
          }),
        ],
      }),
    });
    view.current = created;
    let live = true;
    void import('./sql-language').then(({ sqlLanguage }) => {
      if (!live) return;
      const loaded = sqlLanguage(latest.current.backend);
      created.dispatch({ effects: language.reconfigure(loaded.extension) });
      latest.current.onVocabulary(loaded.vocabulary);
    });
    return () => {
      live = false;
      created.destroy();
      view.current = null;
    };
  }, []);

  return <div ref={host} data-testid="sqllab-editor" style={{ height: '100%', overflow: 'hidden' }} />;
}
