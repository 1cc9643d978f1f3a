import { Accordion, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { ControlPanelConfig } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { isControlVisible } from '../../state/control-logic';
import { selectDatasource, selectFormData } from '../../state/selectors';
import { useExploreSelector } from '../../state/store';
import { ControlItem } from './control-item';
import { VizTypeRow } from './viz-type-row';

export interface ControlPanelProps {
  /** The current type's panel; null while its plugin loads. */
  panel: ControlPanelConfig | null;
  onVizTypeChange: (vizType: string) => void;
}

/** The middle column: the chart type, then the plugin's sections of controls, each collapsible. */
export function ControlPanel({ panel, onVizTypeChange }: ControlPanelProps): ReactNode {
  const t = useT();
  const formData = useExploreSelector(selectFormData);
  const datasource = useExploreSelector(selectDatasource);
  const rendered = useExploreSelector((state) => state.chart.latestQueryFormData?.viz_type ?? null);
  const sections = panel?.sections ?? [];
  const open = sections.filter((s) => s.expanded !== false).map((s) => s.label);
  return (
    <ScrollArea h="100%" type="auto" aria-label={t('Chart controls')}>
      <Stack gap="sm" p="sm">
        <VizTypeRow current={formData.viz_type} rendered={rendered} onChange={onVizTypeChange} />
        {panel === null ? (
          <Text size="sm" c="dimmed">
            {t('Loading')}
          </Text>
        ) : (
          <Accordion multiple defaultValue={open} variant="contained" key={formData.viz_type}>
            {sections.map((section) => {
              const rows = section.controlSetRows.filter((row) =>
                row.some((c) => isControlVisible(c, formData, datasource)),
              );
              if (rows.length === 0) return null;
              return (
                <Accordion.Item key={section.label} value={section.label}>
                  <Accordion.Control>
                    <Text size="sm" fw={600}>
                      {section.label}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {rows.map((row) => (
                        <Group key={row.map((c) => c.name).join('|')} gap="sm" align="flex-start" wrap="wrap">
                          {row.map((config) => (
                            <ControlItem key={config.name} config={config} panel={panel} />
                          ))}
                        </Group>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
      </Stack>
    </ScrollArea>
  );
}
