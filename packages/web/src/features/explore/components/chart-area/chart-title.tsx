import { TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../../i18n';

export interface ChartTitleProps {
  name: string | null;
  canEdit: boolean;
  onChange: (name: string) => void;
}

/** The chart name; a click edits it, Enter or leaving the field keeps it, Escape drops the edit. */
export function ChartTitle({ name, canEdit, onChange }: ChartTitleProps): ReactNode {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const label = t('Chart title');
  if (draft !== null) {
    const commit = () => {
      const next = draft.trim();
      setDraft(null);
      if (next !== '' && next !== name) onChange(next);
    };
    return (
      <TextInput
        size="sm"
        aria-label={label}
        value={draft}
        autoFocus
        placeholder={t('Add the name of the chart')}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
        style={{ minWidth: 240 }}
      />
    );
  }
  const text = (
    <Title
      order={4}
      c={name ? undefined : 'dimmed'}
      data-testid="chart-title"
      style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {name ?? t('Add the name of the chart')}
    </Title>
  );
  return canEdit ? (
    <UnstyledButton
      title={t('Edit the chart title')}
      onClick={() => setDraft(name ?? '')}
      style={{ minWidth: 0, flex: '0 1 auto', overflow: 'hidden' }}
    >
      {text}
    </UnstyledButton>
  ) : (
    text
  );
}
