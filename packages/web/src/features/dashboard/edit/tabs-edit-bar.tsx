import { ActionIcon, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { activeTabsOf, type LayoutItem } from '@tessera/core';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { dashboardActions } from '../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../state/store';
import { toDropResult } from './drop-result';
import { useLayoutEdit } from './state/use-layout-edit';

export interface TabsEditBarProps {
  tabs: LayoutItem;
  active: string | null;
}

/**
 * Edit mode's tab controls (Superset's Tabs in edit mode): rename the open tab, delete it, add a
 * tab at the end (a TAB dropped from the builder, through core's drop) and open it.
 */
export function TabsEditBar({ tabs, active }: TabsEditBarProps) {
  const t = useT();
  const edit = useLayoutEdit();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const tab = useDashboardSelector((s) => (active === null ? undefined : s.dashboard.layout[active]));
  const [draft, setDraft] = useState<{ id: string; text: string } | null>(null);
  const text = draft !== null && draft.id === tab?.id ? draft.text : (tab?.meta.text ?? '');

  const rename = () => {
    if (tab === undefined || draft === null || draft.id !== tab.id) return;
    setDraft(null);
    if (draft.text !== (tab.meta.text ?? ''))
      edit({
        type: 'UPDATE_COMPONENTS',
        payload: { nextComponents: { [tab.id]: { ...tab, meta: { ...tab.meta, text: draft.text } } } },
      });
  };
  const add = () => {
    const dropResult = toDropResult(
      { origin: 'builder', type: 'TAB', meta: {}, label: t('Tab title') },
      { parentId: tabs.id, parentType: 'TABS', index: tabs.children.length, label: '' },
    );
    if (dropResult === null) return;
    edit({ type: 'HANDLE_COMPONENT_DROP', payload: { dropResult } });
    const { layout, activeTabs } = store.getState().dashboard;
    const added = layout[tabs.id]?.children.at(-1);
    if (added === undefined) return;
    const others = activeTabs.filter((id) => !(layout[tabs.id]?.children ?? []).includes(id));
    dispatch(dashboardActions.tabsChanged(activeTabsOf(layout, [...others, added])));
  };
  return (
    <Group gap="xs" mt={4} wrap="nowrap" data-testid={`tabs-edit-${tabs.id}`}>
      {tab !== undefined && (
        <>
          <TextInput
            size="xs"
            aria-label={t('Tab title')}
            placeholder={t('Tab title')}
            value={text}
            onChange={(e) => setDraft({ id: tab.id, text: e.currentTarget.value })}
            onBlur={rename}
            onKeyDown={(e) => {
              if (e.key === 'Enter') rename();
            }}
            data-testid="tab-title-input"
          />
          <Tooltip label={t('Delete tab')}>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('Delete tab')}
              onClick={() => edit({ type: 'DELETE_COMPONENT', payload: { id: tab.id, parentId: tabs.id } })}
              data-testid="tab-delete"
            >
              ✕
            </ActionIcon>
          </Tooltip>
        </>
      )}
      <Button size="compact-xs" variant="light" onClick={add} data-testid="tab-add">
        {t('Add tab')}
      </Button>
    </Group>
  );
}
