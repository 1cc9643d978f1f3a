import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n';
import { RECOMMENDED_TAGS, sectionKey, type PickerSection } from './viz-type-catalog';

export interface VizTypeNavProps {
  categories: string[];
  tags: string[];
  active: PickerSection | null;
  onChange: (section: PickerSection) => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={0} mt="xs">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" py={4}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The picker's sidebar: all charts, recommended tags, categories and every tag. */
export function VizTypeNav({ categories, tags, active, onChange }: VizTypeNavProps): ReactNode {
  const t = useT();
  const activeKey = active === null ? null : sectionKey(active);
  const link = (section: PickerSection, label: string) => (
    <NavLink
      key={sectionKey(section)}
      label={label}
      active={activeKey === sectionKey(section)}
      onClick={() => onChange(section)}
      py={4}
    />
  );
  return (
    <ScrollArea h="100%" type="auto" aria-label={t('Chart sections')}>
      {link({ kind: 'all' }, t('All charts'))}
      <Group title={t('Recommended tags')}>
        {RECOMMENDED_TAGS.map((tag) => link({ kind: 'recommended', tag }, t(tag)))}
      </Group>
      <Group title={t('Category')}>
        {categories.map((category) => link({ kind: 'category', category }, category))}
      </Group>
      <Group title={t('Tags')}>{tags.map((tag) => link({ kind: 'tag', tag }, t(tag)))}</Group>
    </ScrollArea>
  );
}
