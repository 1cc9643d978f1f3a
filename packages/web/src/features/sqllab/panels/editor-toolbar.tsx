import { Button, Group, Select, Switch, Tooltip } from '@mantine/core';
import { SQL_MAX_ROW } from '@tessera/core';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n';
import { formatCount } from '../../../ui/format';

export interface EditorToolbarProps {
  running: boolean;
  canRun: boolean;
  queryLimit: number;
  preview: boolean;
  onRun: () => void;
  onRunCurrent: () => void;
  onStop: () => void;
  onLimit: (limit: number) => void;
  onPreview: (on: boolean) => void;
  onFormat: () => void;
  onSave: () => void;
  onShare: () => void;
}

/** Superset's row limit choices, capped by SQL_MAX_ROW. */
const LIMITS = [10, 100, 1_000, 10_000, 100_000].filter((n) => n <= SQL_MAX_ROW);

/** Under the editor: run or stop, the row limit, the type-ahead preview, format, save and share. */
export function EditorToolbar(props: EditorToolbarProps): ReactNode {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="sqllab-toolbar">
      <Group gap="xs" wrap="nowrap">
        {props.running ? (
          <Tooltip label="Ctrl+E">
            <Button color="red" size="xs" onClick={props.onStop} data-testid="sqllab-stop">
              {t('Stop')}
            </Button>
          </Tooltip>
        ) : (
          <Tooltip label="Ctrl+Enter">
            <Button size="xs" onClick={props.onRun} disabled={!props.canRun} data-testid="sqllab-run">
              {t('Run')}
            </Button>
          </Tooltip>
        )}
        <Tooltip label="Ctrl+Shift+Enter">
          <Button size="xs" variant="default" onClick={props.onRunCurrent} disabled={!props.canRun || props.running}>
            {t('Run current statement')}
          </Button>
        </Tooltip>
        <Select
          size="xs"
          w={130}
          aria-label={t('Row limit')}
          data={LIMITS.map((n) => ({ value: String(n), label: t('Limit %s', formatCount(n, locale)) }))}
          value={String(props.queryLimit)}
          onChange={(v) => v !== null && props.onLimit(Number(v))}
          allowDeselect={false}
          data-testid="sqllab-limit"
        />
        <Switch
          size="xs"
          label={t('Preview as you type')}
          checked={props.preview}
          onChange={(e) => props.onPreview(e.currentTarget.checked)}
          data-testid="sqllab-preview-toggle"
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label="Ctrl+Shift+F">
          <Button size="xs" variant="default" onClick={props.onFormat}>
            {t('Format SQL')}
          </Button>
        </Tooltip>
        <Button size="xs" variant="default" onClick={props.onSave} data-testid="sqllab-save-query">
          {t('Save')}
        </Button>
        <Button size="xs" variant="default" onClick={props.onShare} data-testid="sqllab-share">
          {t('Share')}
        </Button>
      </Group>
    </Group>
  );
}
