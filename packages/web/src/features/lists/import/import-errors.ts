import { isApiRequestError, type ApiErrorDetail } from '../../../api/client';

/** Superset's import messages, which decide whether a prompt opens instead of a failure. */
export const PASSWORD_NEEDED = 'Must provide a password for the database';
export const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';

/** The import form's secret fields (bundle path → secret), each asked for by one of Superset's messages. */
export type SecretField = 'ssh_tunnel_passwords' | 'ssh_tunnel_private_keys' | 'ssh_tunnel_private_key_passwords';

export const SSH_SECRET_NEEDED: Readonly<Record<SecretField, string>> = {
  ssh_tunnel_passwords: 'Must provide a password for the ssh tunnel',
  ssh_tunnel_private_keys: 'Must provide a private key for the ssh tunnel',
  ssh_tunnel_private_key_passwords: 'Must provide a private key password for the ssh tunnel',
};

export const SECRET_FIELDS = Object.keys(SSH_SECRET_NEEDED) as SecretField[];

/** What a failed import asks of the user. */
export interface ImportProblems {
  /** Bundle paths of databases (`databases/x.yaml`) that need a password. */
  passwordPaths: string[];
  /** Bundle paths of databases whose SSH tunnel needs each secret. */
  sshPaths: Record<SecretField, string[]>;
  /** Bundle paths of objects that exist and would be overwritten. */
  existingPaths: string[];
  /** Messages no prompt can answer. */
  otherMessages: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The messages one `extra` entry holds: Superset nests them as `{ _schema: [...] }`. */
const messagesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  return [];
};

const isPasswordMessage = (message: string): boolean => message.includes(PASSWORD_NEEDED);
const isExistsMessage = (message: string): boolean => message.includes(ALREADY_EXISTS);
const sshFieldOf = (message: string): SecretField | undefined =>
  SECRET_FIELDS.find((field) => message === SSH_SECRET_NEEDED[field]);
const isPrompt = (message: string): boolean =>
  isPasswordMessage(message) || isExistsMessage(message) || sshFieldOf(message) !== undefined;

const classify = (detail: ApiErrorDetail, problems: ImportProblems): void => {
  const entries = Object.entries(detail.extra ?? {}).filter(([path]) => path.includes('/') || path.endsWith('.yaml'));
  if (entries.length === 0) {
    problems.otherMessages.push(detail.message);
    return;
  }
  for (const [path, value] of entries) {
    const messages = messagesOf(value);
    if (messages.some(isPasswordMessage)) problems.passwordPaths.push(path);
    if (messages.some(isExistsMessage)) problems.existingPaths.push(path);
    for (const message of messages) {
      const field = sshFieldOf(message);
      if (field !== undefined) problems.sshPaths[field].push(path);
    }
    problems.otherMessages.push(...messages.filter((m) => !isPrompt(m)).map((m) => `${path}: ${m}`));
  }
};

/** Sorts a failed import's errors into password prompts, the overwrite prompt and plain failures. */
export const importProblems = (error: unknown): ImportProblems => {
  const problems: ImportProblems = {
    passwordPaths: [],
    sshPaths: { ssh_tunnel_passwords: [], ssh_tunnel_private_keys: [], ssh_tunnel_private_key_passwords: [] },
    existingPaths: [],
    otherMessages: [],
  };
  if (!isApiRequestError(error) || error.status !== 422 || error.errors.length === 0) {
    problems.otherMessages.push(error instanceof Error ? error.message : String(error));
    return problems;
  }
  for (const detail of error.errors) classify(detail, problems);
  return problems;
};

/** Whether the answer only asks for passwords, SSH tunnel secrets or an overwrite confirmation. */
export const needsPrompt = (problems: ImportProblems): boolean =>
  problems.otherMessages.length === 0 &&
  (problems.passwordPaths.length > 0 ||
    problems.existingPaths.length > 0 ||
    SECRET_FIELDS.some((field) => problems.sshPaths[field].length > 0));

/** The server's own words for a failure: each error's message, else the answer's message. */
export const failureMessages = (error: unknown): string[] => {
  if (isApiRequestError(error) && error.errors.length > 0) return error.errors.map((detail) => detail.message);
  return [error instanceof Error ? error.message : String(error)];
};
