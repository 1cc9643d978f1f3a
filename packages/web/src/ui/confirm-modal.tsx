import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  /** Shown under the message when the action failed. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a destructive action. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, message, confirmLabel, loading, error, onConfirm, onClose } = props;
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{message}</Text>
        {error !== undefined && error !== null && (
          <Text size="sm" c="red" data-testid="confirm-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-testid="confirm-submit">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
