import { ActionIcon, CloseButton, Group, Menu, Tabs, TextInput } from '@mantine/core';
import type { TabStateCreate } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';

export interface TabBarProps {
  tabs: { id: number; label: string }[];
  activeId: number | null;
  closed: TabStateCreate[];
  onActivate: (id: number) => void;
  onNew: () => void;
  onClose: (id: number) => void;
  onRename: (id: number, label: string) => void;
  onRestore: (index: number) => void;
}

/** The editor tabs: double-click renames, × closes, + opens (Ctrl+T), the menu restores a closed one. */
export function TabBar(props: TabBarProps): ReactNode {
  const t = useT();
  const [renaming, setRenaming] = useState<{ id: number; label: string } | null>(null);
  const commit = () => {
    if (renaming !== null && renaming.label.trim() !== '') props.onRename(renaming.id, renaming.label.trim());
    setRenaming(null);
  };
  return (
    <Group gap={4} wrap="nowrap" data-testid="sqllab-tabs">
      <Tabs
        value={props.activeId === null ? null : String(props.activeId)}
        onChange={(v) => v !== null && props.onActivate(Number(v))}
      >
        <Tabs.List>
          {props.tabs.map((tab) => (
            <Tabs.Tab
              key={tab.id}
              value={String(tab.id)}
              onDoubleClick={() => setRenaming({ id: tab.id, label: tab.label })}
              rightSection={
                <CloseButton
                  size="xs"
                  component="span"
                  aria-label={t('Close tab')}
                  onClick={(e) => {
                    e.stopPropagation();
                    props.onClose(tab.id);
                  }}
                />
              }
              data-testid="sqllab-tab"
            >
              {renaming?.id === tab.id ? (
                <TextInput
                  size="xs"
                  autoFocus
                  value={renaming.label}
                  aria-label={t('Tab name')}
                  onChange={(e) => setRenaming({ id: tab.id, label: e.currentTarget.value })}
                  onBlur={commit}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') commit();
                    if (e.key === 'Escape') setRenaming(null);
                  }}
                  onClick={(e) => e.stopPropagation()}
                />
              ) : (
                tab.label
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ActionIcon variant="subtle" aria-label={t('New tab')} onClick={props.onNew} data-testid="sqllab-new-tab">
        +
      </ActionIcon>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('Tab actions')} data-testid="sqllab-tab-menu">
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {props.activeId !== null && (
            <Menu.Item
              onClick={() => {
                const tab = props.tabs.find((x) => x.id === props.activeId);
                if (tab !== undefined) setRenaming({ id: tab.id, label: tab.label });
              }}
            >
              {t('Rename tab')}
            </Menu.Item>
          )}
          <Menu.Label>{t('Closed tabs')}</Menu.Label>
          {props.closed.length === 0 && <Menu.Item disabled>{t('No closed tab')}</Menu.Item>}
          {props.closed.map((tab, i) => (
            <Menu.Item
              key={`${i}-${tab.title ?? ''}`}
              onClick={() => props.onRestore(i)}
              data-testid="sqllab-restore-tab"
            >
              {t('Reopen %s', tab.title ?? t('Untitled Query'))}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
