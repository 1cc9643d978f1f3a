import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useT } from '../../../i18n';
import { BuilderItem } from './builder-item';
import { SavedChartsPanel } from './saved-charts-panel';

/** The new layout elements Superset's builder offers, in its order, with their labels (translated where shown). */
const NEW_ELEMENT_LABELS = {
  TABS: 'Tabs',
  ROW: 'Row',
  COLUMN: 'Column',
  HEADER: 'Header',
  MARKDOWN: 'Text / Markdown',
  DIVIDER: 'Divider',
} as const;

function LayoutElements() {
  const t = useT();
  return (
    <Stack gap={4} data-testid="builder-layout-elements">
      {Object.entries(NEW_ELEMENT_LABELS).map(([type, label]) => (
        <BuilderItem
          key={type}
          id={`builder-new-${type}`}
          testId={`builder-new-${type}`}
          data={{ origin: 'builder', type, meta: {}, label: t(label) }}
        >
          <Text size="sm">{t(label)}</Text>
        </BuilderItem>
      ))}
    </Stack>
  );
}

/** Superset's BuilderComponentPane: 'Charts' and 'Layout elements' to drag onto the dashboard. */
export function BuilderPanel() {
  const t = useT();
  return (
    <Paper
      withBorder
      p="sm"
      w={300}
      data-testid="dashboard-builder"
      style={{ flex: 'none', position: 'sticky', top: 8, alignSelf: 'flex-start' }}
    >
      <Tabs defaultValue="charts" keepMounted={false}>
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="charts" data-testid="builder-tab-charts">
            {t('Charts')}
          </Tabs.Tab>
          <Tabs.Tab value="layout" data-testid="builder-tab-layout">
            {t('Layout elements')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="charts">
          <SavedChartsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="layout">
          <LayoutElements />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
