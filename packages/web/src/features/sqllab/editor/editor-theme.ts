import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * The editor drawn with Mantine's CSS variables, so the light and dark schemes (and a theme's
 * primary colour) apply without a second CodeMirror theme.
 */
export const editorTheme: Extension = [
  EditorView.theme({
    '&': {
      height: '100%',
      fontSize: '13px',
      backgroundColor: 'var(--mantine-color-body)',
      color: 'var(--mantine-color-text)',
    },
    '&.cm-focused': { outline: 'none' },
    '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.5' },
    '.cm-content': { caretColor: 'var(--mantine-color-text)' },
    '.cm-cursor': { borderLeftColor: 'var(--mantine-color-text)' },
    '.cm-gutters': {
      backgroundColor: 'var(--mantine-color-default)',
      color: 'var(--mantine-color-dimmed)',
      borderRight: '1px solid var(--mantine-color-default-border)',
    },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--mantine-color-default-hover)' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
      backgroundColor: 'var(--mantine-primary-color-light) !important',
    },
    '.cm-tooltip': {
      backgroundColor: 'var(--mantine-color-body)',
      color: 'var(--mantine-color-text)',
      border: '1px solid var(--mantine-color-default-border)',
    },
    '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
      backgroundColor: 'var(--mantine-primary-color-filled)',
      color: 'var(--mantine-primary-color-contrast)',
    },
    '.cm-completionDetail': { color: 'var(--mantine-color-dimmed)', fontStyle: 'normal', marginLeft: '1em' },
  }),
  syntaxHighlighting(
    HighlightStyle.define([
      { tag: tags.keyword, color: 'var(--mantine-color-blue-text)', fontWeight: '600' },
      { tag: [tags.string, tags.special(tags.string)], color: 'var(--mantine-color-green-text)' },
      { tag: [tags.number, tags.bool, tags.null], color: 'var(--mantine-color-orange-text)' },
      {
        tag: [tags.lineComment, tags.blockComment, tags.comment],
        color: 'var(--mantine-color-dimmed)',
        fontStyle: 'italic',
      },
      { tag: [tags.standard(tags.name), tags.function(tags.variableName)], color: 'var(--mantine-color-violet-text)' },
      { tag: tags.typeName, color: 'var(--mantine-color-teal-text)' },
      { tag: [tags.special(tags.name), tags.quote], color: 'var(--mantine-color-cyan-text)' },
    ]),
  ),
];
