import { encodeRisonUri, type RelatedResponse } from '@tessera/core';

export interface OwnerLike {
  id: number;
  first_name: string;
  last_name: string;
  username?: string;
}

/** A choice of Mantine's MultiSelect, whose values are strings. */
export interface OwnerOption {
  value: string;
  label: string;
}

/** Spec 02 §2: an avatar group shows at most 4 users. */
export const MAX_AVATARS = 4;

export const ownerName = (owner: OwnerLike): string => {
  const full = `${owner.first_name} ${owner.last_name}`.trim();
  if (full !== '') return full;
  return owner.username !== undefined && owner.username !== '' ? owner.username : `#${owner.id}`;
};

export const ownerInitials = (owner: OwnerLike): string => {
  const letters = `${owner.first_name.charAt(0)}${owner.last_name.charAt(0)}`.trim();
  if (letters !== '') return letters.toUpperCase();
  return (owner.username ?? '').slice(0, 2).toUpperCase();
};

export const ownerOptions = (owners: readonly OwnerLike[]): OwnerOption[] =>
  owners.map((owner) => ({ value: String(owner.id), label: ownerName(owner) }));

/** Users from a `related/owners` answer as options. */
export const relatedOwnerOptions = (result: RelatedResponse['result']): OwnerOption[] =>
  result.map((item) => ({ value: String(item.value), label: item.text }));

/** One option per user, the first label seen winning (the dataset's own owners come first). */
export const mergeOwnerOptions = (...lists: readonly (readonly OwnerOption[])[]): OwnerOption[] => {
  const seen = new Map<string, OwnerOption>();
  for (const option of lists.flat()) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
};

/** The selected values as the user ids the API takes. */
export const ownerIdsFromValues = (values: readonly string[]): number[] => {
  const ids = values.map((value) => Number(value)).filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
};

/** The avatars to draw and how many more hide behind "+N". */
export const avatarGroup = <T>(owners: readonly T[], max: number = MAX_AVATARS): { shown: T[]; hidden: number } => {
  const limit = Math.max(0, max);
  return { shown: owners.slice(0, limit), hidden: Math.max(0, owners.length - limit) };
};

/** Users to offer as owners. The server has its only related-users endpoint on charts. */
export const relatedOwnersPath = (filter: string, includeIds: readonly number[] = []): string =>
  `/api/v1/chart/related/owners?q=${encodeRisonUri({ filter: filter.trim(), page: 0, page_size: 50, include_ids: [...includeIds] })}`;
