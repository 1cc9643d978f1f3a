import { Alert, Button, FileInput, Group, Modal, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { importBundle, importWarnings } from './import-api';
import { failureMessages, importProblems, needsPrompt, SECRET_FIELDS, type SecretField } from './import-errors';
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
  sshPaths: Record<SecretField, string[]>;
  overwrite: boolean;
}

const NO_SSH_PATHS: Record<SecretField, string[]> = {
  ssh_tunnel_passwords: [],
  ssh_tunnel_private_keys: [],
  ssh_tunnel_private_key_passwords: [],
};
const NO_PROMPTS: Prompts = { passwordPaths: [], sshPaths: NO_SSH_PATHS, overwrite: false };
const NO_SSH_SECRETS: Record<SecretField, Record<string, string>> = {
  ssh_tunnel_passwords: {},
  ssh_tunnel_private_keys: {},
  ssh_tunnel_private_key_passwords: {},
};
const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Uploads an exported ZIP; asks for database passwords, SSH tunnel secrets and overwrite confirmation when the
 * server needs them (Superset's ImportModal).
 */
export function ImportModal({ resource, label, opened, onClose, onImported }: ImportModalProps): ReactNode {
  const t = useT();
  const noun = label ?? resource;
  const [file, setFile] = useState<File | null>(null);
  const [prompts, setPrompts] = useState<Prompts>(NO_PROMPTS);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [ssh, setSsh] = useState(NO_SSH_SECRETS);
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const reset = (): void => {
    setPrompts(NO_PROMPTS);
    setPasswords({});
    setSsh(NO_SSH_SECRETS);
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
      const answer = await importBundle(resource, { file, overwrite: prompts.overwrite, passwords, ssh });
      notifications.show({ color: 'green', message: t('%s imported', capitalized(noun)) });
      // The server's own words, like its failures: e.g. a database imported under a new name.
      for (const warning of importWarnings(answer)) notifications.show({ color: 'yellow', message: warning });
      close();
      onImported();
    } catch (error) {
      const problems = importProblems(error);
      if (needsPrompt(problems)) {
        setPrompts({
          passwordPaths: union(prompts.passwordPaths, problems.passwordPaths),
          sshPaths: Object.fromEntries(
            SECRET_FIELDS.map((field) => [field, union(prompts.sshPaths[field], problems.sshPaths[field])]),
          ) as Record<SecretField, string[]>,
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
  const sshLabel: Record<SecretField, (path: string) => string> = {
    ssh_tunnel_passwords: (path) => t('%s SSH TUNNEL PASSWORD', path),
    ssh_tunnel_private_keys: (path) => t('%s SSH TUNNEL PRIVATE KEY', path),
    ssh_tunnel_private_key_passwords: (path) => t('%s SSH TUNNEL PRIVATE KEY PASSWORD', path),
  };
  const sshInput = (field: SecretField, path: string): ReactNode => {
    const props = {
      label: sshLabel[field](path),
      value: ssh[field][path] ?? '',
      onChange: (event: { currentTarget: { value: string } }) =>
        setSsh({ ...ssh, [field]: { ...ssh[field], [path]: event.currentTarget.value } }),
      'data-testid': `import-${field}-${path}`,
    };
    const key = `${field}:${path}`;
    return field === 'ssh_tunnel_private_keys' ? (
      <Textarea key={key} rows={4} {...props} />
    ) : (
      <PasswordInput key={key} {...props} />
    );
  };
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
        {SECRET_FIELDS.some((field) => prompts.sshPaths[field].length > 0) && (
          <Stack gap="xs" data-testid="import-ssh-secrets">
            {SECRET_FIELDS.flatMap((field) => prompts.sshPaths[field].map((path) => sshInput(field, path)))}
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
