import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';

export interface EditableTitleProps {
  /** The label shown: a custom one or the default. */
  label: string;
  /** Whether the label was typed by the user (an empty input then reverts to the default). */
  custom: boolean;
  /** Shown while there is no label yet (nothing chosen). */
  placeholder: string;
  disabled?: boolean;
  onChange: (label: string) => void;
}

/** The popover title: the metric or column label, renamed with the pencil. */
export function EditableTitle({
  label,
  custom,
  placeholder,
  disabled = false,
  onChange,
}: EditableTitleProps): ReactNode {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (editing && !disabled) {
    return (
      <TextInput
        size="xs"
        autoFocus
        aria-label={t('Label')}
        placeholder={label}
        value={custom ? label : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => setEditing(false)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setEditing(false);
        }}
      />
    );
  }
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text fw={600} size="sm" truncate data-testid="popover-title">
        {label || placeholder}
      </Text>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('Edit label')}
        disabled={disabled}
        onClick={() => setEditing(true)}
      >
        ✎
      </ActionIcon>
    </Group>
  );
}
