import type { SshTunnelAnswer, SshTunnelInput } from '@tessera/core';

/** Superset's SSHTunnelForm login choice: a password, or a private key with its password. */
export type SshLoginMethod = 'password' | 'private_key';

/** The SSH Tunnel section as typed; secrets hold the server's mask until retyped. */
export interface SshTunnelFormValues {
  enabled: boolean;
  server_address: string;
  /** As typed; sent as a number. */
  server_port: string;
  username: string;
  login: SshLoginMethod;
  password: string;
  private_key: string;
  private_key_password: string;
}

/** A new tunnel: off, on SSH's port 22. */
export const DEFAULT_SSH_TUNNEL: SshTunnelFormValues = {
  enabled: false,
  server_address: '',
  server_port: '22',
  username: '',
  login: 'password',
  password: '',
  private_key: '',
  private_key_password: '',
};

/** The stored tunnel (secrets masked) as the section edits it; none leaves the switch off. */
export const sshTunnelFromDatabase = (tunnel: SshTunnelAnswer | undefined): SshTunnelFormValues =>
  tunnel === undefined
    ? { ...DEFAULT_SSH_TUNNEL }
    : {
        enabled: true,
        server_address: tunnel.server_address,
        server_port: String(tunnel.server_port),
        username: tunnel.username,
        login: tunnel.private_key !== undefined ? 'private_key' : 'password',
        password: tunnel.password ?? '',
        private_key: tunnel.private_key ?? '',
        private_key_password: tunnel.private_key_password ?? '',
      };

/** What the section needs before a test or save: the bastion, the user and the chosen login's secret. */
export const missingSshTunnelFields = (values: SshTunnelFormValues): string[] => {
  if (!values.enabled) return [];
  const required = ['server_address', 'server_port', 'username', values.login] as const;
  return required.filter((field) => values[field].trim() === '');
};

/** The tunnel to send: only the chosen login's secrets (Superset's form clears the other method's). */
export const sshTunnelBody = (values: SshTunnelFormValues): SshTunnelInput => ({
  server_address: values.server_address.trim(),
  server_port: Number(values.server_port.trim()),
  username: values.username.trim(),
  ...(values.login === 'password'
    ? { password: values.password }
    : {
        private_key: values.private_key,
        ...(values.private_key_password !== '' && { private_key_password: values.private_key_password }),
      }),
});
