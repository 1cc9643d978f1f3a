import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { naturalTime, toLanguageTag, type LayoutChangeKind, type Locale } from '@tessera/core';
import { localizeHumanizedTime, useLocale, useT, type TranslateFn } from '../../../i18n';
import { describeValue, type OverwriteConfirmation } from './save-flow';

const changeLabel = (kind: LayoutChangeKind, t: TranslateFn): string =>
  ({
    added: t('added'),
    removed: t('removed'),
    moved: t('moved'),
    reordered: t('reordered'),
    resized: t('resized'),
    edited: t('edited'),
  })[kind];

/** When, relative and absolute, in the UI locale ('5 minutes ago (24/11/2026, 22:10:03)'). */
const whenText = (changedOn: string, locale: Locale): string => {
  const absolute = new Intl.DateTimeFormat(toLanguageTag(locale), { dateStyle: 'short', timeStyle: 'medium' });
  return `${localizeHumanizedTime(naturalTime(changedOn))} (${absolute.format(new Date(changedOn))})`;
};

export interface OverwriteConfirmModalProps {
  confirmation: OverwriteConfirmation;
  onOverwrite: () => void;
  onCancel: () => void;
}

/**
 * Superset's OverwriteConfirmModal (confirm-diff): someone saved this dashboard after it was
 * loaded; name them, say when, list what they changed, and wait for the user's choice.
 */
export function OverwriteConfirmModal({ confirmation, onOverwrite, onCancel }: OverwriteConfirmModalProps) {
  const t = useT();
  const { locale } = useLocale();
  const { changedBy, changedOn, items } = confirmation;
  const who = changedBy === '' ? t('Another user') : changedBy;
  return (
    <Modal opened onClose={onCancel} title={t('Confirm overwrite')} size="xl" data-testid="overwrite-confirm">
      <Stack gap="sm">
        <Alert color="yellow" data-testid="overwrite-confirm-changed-by">
          {changedOn === null
            ? t('%s saved this dashboard after you opened it.', who)
            : t('%s saved this dashboard %s, after you opened it.', who, whenText(changedOn, locale))}
        </Alert>
        <Text size="sm">{t('Please confirm the overwrite values.')}</Text>
        {items.length > 0 && (
          <Table withTableBorder striped data-testid="overwrite-confirm-items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Item')}</Table.Th>
                <Table.Th>{t('When you opened it')}</Table.Th>
                <Table.Th>{t('Saved by %s', who)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.keyPath}>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {item.keyPath}
                    </Text>
                    {item.layoutChanges !== undefined && (
                      <Text size="xs" c="dimmed">
                        {item.layoutChanges.map((kind) => changeLabel(kind, t)).join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" style={{ wordBreak: 'break-all' }}>
                      {describeValue(item.loaded)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" style={{ wordBreak: 'break-all' }}>
                      {describeValue(item.stored)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" c="dimmed">
          {t('Overwrite replaces their version with yours; Cancel keeps theirs and leaves your changes unsaved.')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="overwrite-confirm-cancel">
            {t('Cancel')}
          </Button>
          <Button color="red" onClick={onOverwrite} data-testid="overwrite-confirm-overwrite">
            {t('Overwrite')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
