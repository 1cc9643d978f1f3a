import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { PermissionView } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { DatabaseNode, PermissionGroups, ViewGroup } from './permission-groups';
import { pairKey } from './permission-selection';

export interface PermissionTreeProps {
  groups: PermissionGroups;
  selected: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
}

interface ItemProps extends Omit<PermissionTreeProps, 'groups'> {
  view: PermissionView;
  label: ReactNode;
}

/** One grant; its accessible name is the exact permission, as Superset and exported roles spell it. */
function PermissionItem({ view, label, selected, onToggle }: ItemProps) {
  const key = pairKey(view);
  return (
    <Checkbox
      size="sm"
      checked={selected.has(key)}
      onChange={(event) => onToggle(key, event.currentTarget.checked)}
      label={label}
      aria-label={`${view.permission} on ${view.view_menu}`}
      title={`${view.permission} on ${view.view_menu}`}
      data-testid="permission-item"
    />
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const hint = (text: string) => (
  <Text span size="xs" c="dimmed">
    {text}
  </Text>
);

/** A database or schema heading: its own grant as a checkbox when shown, else its name alone. */
function Heading({ view, name, note, strong, dimmed, ...rest }: HeadingProps) {
  const title = (
    <Text size="sm" fw={strong ? 600 : undefined} c={dimmed ? 'dimmed' : undefined} span>
      {name}
    </Text>
  );
  if (view === null) return title;
  const label = (
    <Group gap={6} wrap="nowrap">
      {title}
      {hint(note)}
    </Group>
  );
  return <PermissionItem view={view} label={label} {...rest} />;
}

interface HeadingProps extends Omit<PermissionTreeProps, 'groups'> {
  view: PermissionView | null;
  name: string;
  note: string;
  strong?: boolean;
  dimmed?: boolean;
}

function DatabaseBlock({ node, ...rest }: { node: DatabaseNode } & Omit<PermissionTreeProps, 'groups'>) {
  const t = useT();
  return (
    <Stack gap={4} data-testid="permission-database">
      <Heading view={node.view} name={node.name} note={t('database: every schema and dataset')} strong {...rest} />
      {node.schemas.map((schema) => (
        <Stack key={schema.name ?? ''} gap={4} pl="lg">
          <Heading
            view={schema.view}
            name={schema.name ?? t('No schema')}
            note={t('schema: every dataset in it')}
            dimmed={schema.name === null}
            {...rest}
          />
          <Stack gap={4} pl="lg">
            {schema.datasets.map((view) => (
              <PermissionItem key={view.id} view={view} label={view.target?.table ?? view.view_menu} {...rest} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

function ViewGroups({ groups, ...rest }: { groups: readonly ViewGroup[] } & Omit<PermissionTreeProps, 'groups'>) {
  return groups.map((group) => (
    <Group key={group.name} gap="md" align="flex-start" wrap="nowrap" data-testid="permission-view">
      <Text size="sm" fw={600} w={200} style={{ flexShrink: 0, overflowWrap: 'anywhere' }}>
        {group.name}
      </Text>
      <Group gap="md">
        {group.permissions.map((view) => (
          <PermissionItem
            key={view.id}
            view={view}
            label={
              <Text ff="monospace" size="sm" span>
                {view.permission}
              </Text>
            }
            {...rest}
          />
        ))}
      </Group>
    </Group>
  ));
}

/** The catalogue as the roles editor shows it: data access by database, then content, then administration. */
export function PermissionTree({ groups, ...rest }: PermissionTreeProps) {
  const t = useT();
  const globalLabels: Record<string, string> = {
    all_datasource_access: t('All datasets'),
    all_database_access: t('All databases'),
    all_query_access: t('Every user’s SQL Lab queries'),
  };
  const hasData = groups.globalData.length + groups.databases.length + groups.otherData.length > 0;
  return (
    <Stack gap="lg">
      {hasData && (
        <Section title={t('Data access')} testId="permission-section-data">
          {groups.globalData.map((view) => (
            <PermissionItem
              key={view.id}
              view={view}
              label={
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" span>
                    {globalLabels[view.permission] ?? view.permission}
                  </Text>
                  {hint(view.permission)}
                </Group>
              }
              {...rest}
            />
          ))}
          {groups.databases.map((node) => (
            <DatabaseBlock key={node.name} node={node} {...rest} />
          ))}
          {groups.otherData.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('Objects that no longer exist')}
              </Text>
              {groups.otherData.map((view) => (
                <PermissionItem key={view.id} view={view} label={`${view.permission} on ${view.view_menu}`} {...rest} />
              ))}
            </Stack>
          )}
        </Section>
      )}
      {groups.content.length > 0 && (
        <Section title={t('Content')} testId="permission-section-content">
          <ViewGroups groups={groups.content} {...rest} />
        </Section>
      )}
      {groups.admin.length > 0 && (
        <Section title={t('Administration')} testId="permission-section-admin">
          <ViewGroups groups={groups.admin} {...rest} />
        </Section>
      )}
    </Stack>
  );
}
