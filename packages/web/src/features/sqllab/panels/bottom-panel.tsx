import { Box, SegmentedControl, Stack } from '@mantine/core';
import type { QueryListItem } from '@tessera/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { PreviewPane } from '../results/preview-pane';
import { ResultsPane } from '../results/results-pane';
import type { QueryRun } from '../state/use-query-runs';
import { useTypeaheadPreview, type PreviewInput } from '../state/use-typeahead-preview';
import { HistoryPanel } from './history-panel';

const BOTTOMS = ['results', 'preview', 'history'] as const;
type Bottom = (typeof BOTTOMS)[number];

export interface BottomPanelProps {
  run: QueryRun | null;
  databaseId: number | null;
  schema: string | null;
  canCsv: boolean;
  previewOn: boolean;
  /** The editor's text, cursor and keystroke count, as the type-ahead preview reads them. */
  typing: Pick<PreviewInput, 'edit' | 'sql' | 'cursor'>;
  onReopen: (query: QueryListItem) => void;
}

/**
 * Results, preview and history below the editor. The type-ahead preview's state lives here, so a
 * preview starting and arriving renders this panel only, not the editor, tabs and left panel: its
 * rows show sooner after typing stops.
 */
export function BottomPanel({
  run,
  databaseId,
  schema,
  canCsv,
  previewOn,
  typing,
  onReopen,
}: BottomPanelProps): ReactNode {
  const t = useT();
  const [bottom, setBottom] = useState<Bottom>('results');
  const preview = useTypeaheadPreview({
    enabled: previewOn,
    databaseId,
    schema,
    runKey: run?.clientId ?? null,
    ...typing,
  });
  useEffect(() => {
    if (run !== null) setBottom('results');
  }, [run?.clientId]); // eslint-disable-line react-hooks/exhaustive-deps -- a new run, not each state change
  useEffect(() => {
    if (preview.status === 'running') setBottom((b) => (b === 'history' ? b : 'preview'));
  }, [preview.status]);

  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <SegmentedControl
        size="xs"
        value={bottom}
        onChange={(v) => setBottom(BOTTOMS.find((b) => b === v) ?? 'results')}
        data={[
          { value: 'results', label: t('Results') },
          { value: 'preview', label: t('Preview') },
          { value: 'history', label: t('Query history') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="sqllab-bottom"
      />
      <Box style={{ flex: 1, minHeight: 0 }}>
        {bottom === 'results' && <ResultsPane run={run} databaseId={databaseId} schema={schema} canCsv={canCsv} />}
        {bottom === 'preview' && <PreviewPane state={preview} enabled={previewOn} />}
        {bottom === 'history' && (
          <HistoryPanel refreshKey={`${run?.clientId ?? ''}:${run?.status ?? ''}`} onReopen={onReopen} />
        )}
      </Box>
    </Stack>
  );
}
