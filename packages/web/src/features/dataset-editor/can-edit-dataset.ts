import { canEditOwned, isAdmin } from '@tessera/core';

/** The signed-in user as far as dataset editing cares: `/api/v1/me/roles/` keys roles by name, user lists carry `{name}`. */
export interface DatasetEditorUser {
  id: number;
  roles: Readonly<Record<string, unknown>> | readonly { name: string }[];
}

/** Anything with owners: the dataset list rows, the dataset detail and explore's datasource all qualify. */
export interface OwnedDataset {
  owners: readonly { id: number }[];
}

const isRoleList = (roles: DatasetEditorUser['roles']): roles is readonly { name: string }[] => Array.isArray(roles);

const roleNames = (roles: DatasetEditorUser['roles']): string[] =>
  isRoleList(roles) ? roles.map((role) => role.name) : Object.keys(roles);

/** Spec 02 §6 (core's isAdmin): an admin is anyone holding a role named admin, in any case. */
export const isAdminUser = (user: DatasetEditorUser): boolean => isAdmin(roleNames(user.roles));

/** Spec 02 §6: only owners (or an admin) may use Edit dataset. */
export const canEditDataset = (
  dataset: OwnedDataset | null | undefined,
  user: DatasetEditorUser | null | undefined,
): boolean => {
  if (dataset === null || dataset === undefined || user === null || user === undefined) return false;
  return canEditOwned(
    { userId: user.id, isAdmin: isAdminUser(user) },
    dataset.owners.map((owner) => owner.id),
  );
};
