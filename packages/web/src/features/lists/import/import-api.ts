import { apiUpload } from '../../../api/client';
import { SECRET_FIELDS, type SecretField } from './import-errors';

export interface ImportRequest {
  file: File;
  overwrite: boolean;
  /** Bundle path → password, for databases the server could not import without one. */
  passwords: Record<string, string>;
  /** Superset's ssh_tunnel_passwords, ssh_tunnel_private_keys and ssh_tunnel_private_key_passwords. */
  ssh: Record<SecretField, Record<string, string>>;
}

export const importPath = (resource: string): string => `/api/v1/${resource}/import/`;

/**
 * The import answer's warnings: Superset answers `{message: 'OK'}`, Tessera adds `warnings`,
 * e.g. a database imported under a new name. An answer without them has none.
 */
export const importWarnings = (answer: unknown): string[] => {
  if (typeof answer !== 'object' || answer === null || !('warnings' in answer)) return [];
  const { warnings } = answer;
  return Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === 'string') : [];
};

/** `POST /api/v1/{resource}/import/` as Superset's import modal sends it. */
export const importBundle = (resource: string, request: ImportRequest): Promise<unknown> => {
  const form = new FormData();
  form.append('formData', request.file, request.file.name);
  if (request.overwrite) form.append('overwrite', 'true');
  if (Object.keys(request.passwords).length > 0) form.append('passwords', JSON.stringify(request.passwords));
  for (const field of SECRET_FIELDS)
    if (Object.keys(request.ssh[field]).length > 0) form.append(field, JSON.stringify(request.ssh[field]));
  return apiUpload<unknown>(importPath(resource), form);
};
