import { ActionIcon, Menu, TextInput } from '@mantine/core';
import { HEADER_STYLE_OPTIONS, type LayoutItem } from '@tessera/core';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useLayoutEdit } from './state/use-layout-edit';

const useMetaEdit = (item: LayoutItem) => {
  const edit = useLayoutEdit();
  return (patch: Partial<LayoutItem['meta']>) =>
    edit({
      type: 'UPDATE_COMPONENTS',
      payload: { nextComponents: { [item.id]: { ...item, meta: { ...item.meta, ...patch } } } },
    });
};

/** Superset's header size dropdown: small, medium or large. */
export function HeaderSizeMenu({ item }: { item: LayoutItem }) {
  const t = useT();
  const update = useMetaEdit(item);
  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" aria-label={t('Header size')} data-testid={`header-size-${item.id}`}>
          T
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {HEADER_STYLE_OPTIONS.map((option) => (
          <Menu.Item key={option.value} onClick={() => update({ headerSize: option.value })}>
            {t(option.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

const FONT_SIZE = { SMALL_HEADER: 'md', MEDIUM_HEADER: 'xl', LARGE_HEADER: '1.75rem' } as const;

/** A HEADER's text in edit mode (Superset's EditableTitle): committed on blur or Enter, an empty text kept as is. */
export function HeaderTextEditor({ item }: { item: LayoutItem }) {
  const t = useT();
  const update = useMetaEdit(item);
  const stored = item.meta.text ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const size = FONT_SIZE[(item.meta.headerSize ?? 'MEDIUM_HEADER') as keyof typeof FONT_SIZE] ?? 'xl';
  const commit = () => {
    if (draft !== null && draft !== stored) update({ text: draft });
    setDraft(null);
  };
  return (
    <TextInput
      variant="unstyled"
      size={size}
      aria-label={t('Header text')}
      placeholder={t('New header')}
      value={draft ?? stored}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
      styles={{ input: { fontWeight: 700 } }}
      data-testid={`header-text-${item.id}`}
    />
  );
}
