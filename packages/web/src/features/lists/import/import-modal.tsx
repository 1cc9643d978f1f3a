import { Alert, Button, FileInput, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { importBundle, importWarnings } from './import-api';
import { failureMessages, importProblems, needsPrompt } from './import-errors';
import { useSingleFlight } from '../../../ui/use-single-flight';

/** The word the user types to confirm an overwrite, as in Superset. */
export const OVERWRITE_WORD = 'OVERWRITE';

export interface ImportModalProps {
  /** The API resource: `chart` posts to `/api/v1/chart/import/`. */
  resource: string;
  /** The translated noun the messages use ("chart"); the resource name without it. */
  label?: string;
  opened: boolean;
  onClose: () => void;
  onImported: () => void;
}

interface Prompts {
  passwordPaths: string[];
  overwrite: boolean;
}

const NO_PROMPTS: Prompts = { passwordPaths: [], overwrite: false };

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Uploads an exported ZIP; asks for database passwords and overwrite confirmation when the server needs them. */
export function ImportModal({ resource, label, opened, onClose, onImported }: ImportModalProps): ReactNode {
  const t = useT();
  const noun = label ?? resource;
  const [file, setFile] = useState<File | null>(null);
  const [prompts, setPrompts] = useState<Prompts>(NO_PROMPTS);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const reset = (): void => {
    setPrompts(NO_PROMPTS);
    setPasswords({});
    setConfirmation('');
    setFailure(null);
  };
  const close = (): void => {
    reset();
    setFile(null);
    onClose();
  };
  const chooseFile = (chosen: File | null): void => {
    reset();
    setFile(chosen);
  };

  const importOnce = async (): Promise<void> => {
    if (file === null) return;
    setImporting(true);
    setFailure(null);
    try {
      const answer = await importBundle(resource, { file, overwrite: prompts.overwrite, passwords });
      notifications.show({ color: 'green', message: t('%s imported', capitalized(noun)) });
      // The server's own words, like its failures: e.g. a database imported under a new name.
      for (const warning of importWarnings(answer)) notifications.show({ color: 'yellow', message: warning });
      close();
      onImported();
    } catch (error) {
      const problems = importProblems(error);
      if (needsPrompt(problems)) {
        setPrompts({
          passwordPaths: [...new Set([...prompts.passwordPaths, ...problems.passwordPaths])],
          overwrite: prompts.overwrite || problems.existingPaths.length > 0,
        });
      } else {
        const messages = [...failureMessages(error), t('Please re-export your file and try importing again')];
        setFailure(t('An error occurred while importing %s: %s', noun, messages.join('.\n')));
      }
    } finally {
      setImporting(false);
    }
  };

  const submit = useSingleFlight(importOnce);

  const unconfirmed = prompts.overwrite && confirmation !== OVERWRITE_WORD;
  return (
    <Modal opened={opened} onClose={close} title={t('Import %s', noun)} data-testid="import-modal">
      <Stack gap="md">
        <FileInput
          label={t('File')}
          placeholder={t('Select file')}
          accept=".zip,application/zip"
          value={file}
          onChange={chooseFile}
          clearable
          data-testid="import-file"
        />
        {prompts.passwordPaths.length > 0 && (
          <Stack gap="xs" data-testid="import-passwords">
            <Text size="sm">
              {t(
                'The passwords for the databases below are needed in order to import them together with the %s. Please note that the "Secure Extra" and "Certificate" sections of the database configuration are not present in export files, and should be added manually after the import if they are needed.',
                noun,
              )}
            </Text>
            {prompts.passwordPaths.map((path) => (
              <PasswordInput
                key={path}
                label={t('%s PASSWORD', path)}
                value={passwords[path] ?? ''}
                onChange={(event) => setPasswords({ ...passwords, [path]: event.currentTarget.value })}
                data-testid={`import-password-${path}`}
              />
            ))}
          </Stack>
        )}
        {prompts.overwrite && (
          <Stack gap="xs" data-testid="import-overwrite">
            <Text size="sm">
              {t(
                'You are importing one or more %s that already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?',
                noun,
              )}
            </Text>
            <TextInput
              label={t('Type "%s" to confirm', OVERWRITE_WORD)}
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              data-testid="import-overwrite-confirm"
            />
          </Stack>
        )}
        {failure !== null && (
          <Alert color="red" data-testid="import-error" style={{ whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={importing}
            disabled={file === null || unconfirmed}
            data-testid="import-submit"
          >
            {prompts.overwrite ? t('Overwrite') : t('Import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
