import { PasswordInput, Radio, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { FieldErrors } from './connection-validation';
import type { SshLoginMethod, SshTunnelFormValues } from './ssh-tunnel-form';

export interface SshTunnelSectionProps {
  values: SshTunnelFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<SshTunnelFormValues>) => void;
}

type TextField = 'server_address' | 'server_port' | 'username' | 'password' | 'private_key' | 'private_key_password';

/**
 * Superset's SSHTunnelSwitch and SSHTunnelForm: the switch, then the bastion's host, port and
 * user and the login (a password, or a private key with its password). Stored secrets show as the
 * server's mask; left as they are, the server keeps them.
 */
export function SshTunnelSection({ values, errors, onChange }: SshTunnelSectionProps): ReactNode {
  const t = useT();
  const common = (field: TextField) => ({
    value: values[field],
    error: errors[`ssh_tunnel.${field}`],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ [field]: event.currentTarget.value }),
    'data-testid': `ssh-tunnel-${field}`,
  });
  return (
    <Stack gap="sm" data-testid="ssh-tunnel-section">
      <Switch
        label={t('SSH Tunnel')}
        description={t('SSH Tunnel configuration parameters')}
        checked={values.enabled}
        onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
        data-testid="ssh-tunnel-switch"
      />
      {values.enabled && (
        <>
          <Group grow align="flex-start">
            <TextInput label={t('SSH Host')} placeholder={t('e.g. 127.0.0.1')} required {...common('server_address')} />
            <TextInput
              label={t('SSH Port')}
              placeholder={t('e.g. %s', '22')}
              inputMode="numeric"
              required
              {...common('server_port')}
            />
          </Group>
          <TextInput label={t('Username')} placeholder={t('e.g. Analytics')} required {...common('username')} />
          <Radio.Group
            label={t('Login with')}
            value={values.login}
            onChange={(login) => onChange({ login: login as SshLoginMethod })}
            data-testid="ssh-tunnel-login"
          >
            <Group gap="md" mt={4}>
              <Radio value="password" label={t('Password')} data-testid="ssh-tunnel-login-password" />
              <Radio value="private_key" label={t('Private Key & Password')} data-testid="ssh-tunnel-login-key" />
            </Group>
          </Radio.Group>
          {values.login === 'password' ? (
            <PasswordInput
              label={t('SSH Password')}
              placeholder={t('e.g. ********')}
              autoComplete="new-password"
              required
              {...common('password')}
            />
          ) : (
            <>
              <Textarea
                label={t('Private Key')}
                placeholder={t('Paste Private Key here')}
                rows={4}
                required
                {...common('private_key')}
              />
              <PasswordInput
                label={t('Private Key Password')}
                placeholder={t('e.g. ********')}
                autoComplete="new-password"
                {...common('private_key_password')}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
