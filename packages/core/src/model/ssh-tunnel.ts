import { z } from 'zod';
import { limitedText, requiredMessage, requiredText } from './field-text.js';
import { PASSWORD_MASK } from './password-mask.js';

/**
 * Superset's DatabaseSSHTunnel (superset/databases/schemas.py): the bastion a database is reached
 * through. Login is either `password` or `private_key` (with an optional `private_key_password`);
 * answers carry PASSWORD_MASK in place of each stored secret, and the mask sent back keeps it.
 */
export const SshTunnelSchema = z.object({
  /** Superset's `id` (for updates); accepted and ignored, the tunnel belongs to its database. */
  id: z.number().int().nullish(),
  server_address: requiredText('Server address', 256),
  server_port: z
    .number({ error: requiredMessage('Server port') })
    .int('Server port must be an integer')
    .min(1, 'Server port must be between 1 and 65535')
    .max(65535, 'Server port must be between 1 and 65535'),
  username: requiredText('Username', 256),
  password: limitedText('Password', 1024).nullish(),
  private_key: limitedText('Private key', 16_384).nullish(),
  private_key_password: limitedText('Private key password', 1024).nullish(),
});
export type SshTunnel = z.infer<typeof SshTunnelSchema>;
export type SshTunnelInput = z.input<typeof SshTunnelSchema>;

/** A tunnel as answers show it: secrets present only as the mask. */
export const SshTunnelAnswerSchema = z.object({
  id: z.number().int(),
  server_address: z.string(),
  server_port: z.number().int(),
  username: z.string(),
  password: z.string().optional(),
  private_key: z.string().optional(),
  private_key_password: z.string().optional(),
});
export type SshTunnelAnswer = z.infer<typeof SshTunnelAnswerSchema>;

/** The three secrets, as stored or as sent once the mask is resolved. */
export interface SshTunnelSecrets {
  password: string | null;
  private_key: string | null;
  private_key_password: string | null;
}

const present = (v: string | null | undefined): v is string => v !== undefined && v !== null && v !== '';

/**
 * Superset's login rules (CreateSSHTunnelCommand.validate and UpdateSSHTunnelCommand.run): a private
 * key replaces the password, a password replaces the key and its password. Returns the secrets to
 * keep, or the field to name when neither login is given or a key password has no key.
 */
export const resolveSshTunnelLogin = (
  secrets: SshTunnelSecrets,
): { ok: true; value: SshTunnelSecrets } | { ok: false; field: keyof SshTunnelSecrets; message: string } => {
  if (present(secrets.private_key)) {
    return {
      ok: true,
      value: {
        password: null,
        private_key: secrets.private_key,
        private_key_password: present(secrets.private_key_password) ? secrets.private_key_password : null,
      },
    };
  }
  if (present(secrets.private_key_password))
    return { ok: false, field: 'private_key', message: 'A private key password needs a private key' };
  if (present(secrets.password))
    return { ok: true, value: { password: secrets.password, private_key: null, private_key_password: null } };
  return { ok: false, field: 'password', message: 'Must provide a password or a private key for the SSH tunnel' };
};

/** Superset's import prompts (ImportV1DatabaseSchema.validate_ssh_tunnel_credentials). */
export const SSH_TUNNEL_IMPORT_MESSAGES = {
  password: 'Must provide a password for the ssh tunnel',
  privateKey: 'Must provide a private key for the ssh tunnel',
  privateKeyPassword: 'Must provide a private key password for the ssh tunnel',
  missingCredentials: 'Must provide credentials for the SSH Tunnel',
  mixedCredentials: 'Cannot have multiple credentials for the SSH Tunnel',
} as const;

/**
 * What a bundle's `ssh_tunnel` still lacks, once the form's secrets are spliced in: Superset's
 * ImportV1DatabaseSchema.validate_ssh_tunnel_credentials. Login is the password alone, or the
 * private key with its password; a masked or missing secret is asked for, both key fields at once.
 */
export const sshTunnelImportProblems = (tunnel: Readonly<Record<string, unknown>>): string[] => {
  const given = (field: string): unknown => tunnel[field] ?? null;
  const password = given('password');
  const privateKey = given('private_key');
  const privateKeyPassword = given('private_key_password');
  if (password !== null) {
    if (privateKey !== null || privateKeyPassword !== null) return [SSH_TUNNEL_IMPORT_MESSAGES.mixedCredentials];
    return password === PASSWORD_MASK ? [SSH_TUNNEL_IMPORT_MESSAGES.password] : [];
  }
  if (privateKey === null && privateKeyPassword === null) return [SSH_TUNNEL_IMPORT_MESSAGES.missingCredentials];
  const problems: string[] = [];
  if (privateKey === null || privateKey === PASSWORD_MASK) problems.push(SSH_TUNNEL_IMPORT_MESSAGES.privateKey);
  if (privateKeyPassword === null || privateKeyPassword === PASSWORD_MASK)
    problems.push(SSH_TUNNEL_IMPORT_MESSAGES.privateKeyPassword);
  return problems;
};
