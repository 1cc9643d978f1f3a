import { Box, SegmentedControl, Textarea } from '@mantine/core';
import type { LayoutItem } from '@tessera/core';
import { useState, type CSSProperties } from 'react';
import { useT } from '../../../i18n';
import { MarkdownBlock } from '../components/markdown-block';
import { markdownPlaceholder } from '../markdown';
import { useLayoutEdit } from './state/use-layout-edit';

export interface MarkdownEditorProps {
  item: LayoutItem;
  height: number;
  style?: CSSProperties;
}

/**
 * A MARKDOWN component in edit mode (Superset's Markdown with its Edit / Preview dropdown): 'Edit'
 * shows the source beside a live preview rendered and sanitised exactly as in view mode; the text
 * reaches the layout (one undo step) when the editor loses focus. A new markdown (no `code` yet)
 * starts its editor with Superset's placeholder text, as Superset's does; emptied text stays empty.
 */
export function MarkdownEditor({ item, height, style }: MarkdownEditorProps) {
  const t = useT();
  const edit = useLayoutEdit();
  const initial = item.meta.code ?? markdownPlaceholder(t);
  const [mode, setMode] = useState<'edit' | 'preview'>('preview');
  const [draft, setDraft] = useState<string | null>(null);
  const code = draft ?? initial;
  const commit = () => {
    // Compared with the stored code itself: emptying a new markdown's placeholder is a change.
    if (draft !== null && draft !== item.meta.code)
      edit({
        type: 'UPDATE_COMPONENTS',
        payload: { nextComponents: { [item.id]: { ...item, meta: { ...item.meta, code: draft } } } },
      });
    setDraft(null);
  };
  const bar = 30;
  return (
    <Box style={{ width: '100%', height, ...style }} data-testid={`markdown-editor-${item.id}`}>
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(value) => {
          commit();
          setMode(value === 'edit' ? 'edit' : 'preview');
        }}
        data={[
          { value: 'edit', label: t('Edit') },
          { value: 'preview', label: t('Preview') },
        ]}
        data-testid={`markdown-mode-${item.id}`}
      />
      <Box style={{ display: 'flex', gap: 8, height: height - bar }}>
        {mode === 'edit' && (
          <Textarea
            aria-label={t('Markdown')}
            value={code}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={commit}
            style={{ flex: 1 }}
            styles={{ wrapper: { height: '100%' }, input: { height: '100%', fontFamily: 'monospace' } }}
            data-testid={`markdown-source-${item.id}`}
          />
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <MarkdownBlock id={item.id} code={code} width="100%" height={height - bar} />
        </Box>
      </Box>
    </Box>
  );
}
