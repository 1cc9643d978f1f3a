import type { ReactNode } from 'react';
import { localizeHumanizedTime } from '../../../i18n';
import { OwnerAvatars } from './list-cells';
import type { Certification, ListColumn, ListItem, ListOwner } from './list-types';

type Translate = (text: string) => string;

/** A certification badge's content, or null when the item is not certified. */
export const certificationOf = (item: {
  certified_by?: string | null;
  certification_details?: string | null;
}): Certification | null =>
  item.certified_by === null || item.certified_by === undefined || item.certified_by === ''
    ? null
    : { certifiedBy: item.certified_by, details: item.certification_details ?? null };

/** "Last modified", as the server words it, sorted by the change time. */
export const modifiedColumn = <T extends ListItem & { changed_on_delta_humanized?: string | null }>(
  t: Translate,
): ListColumn<T> => ({
  id: 'modified',
  header: t('Last modified'),
  sortKey: 'changed_on_delta_humanized',
  render: (item): ReactNode => localizeHumanizedTime(item.changed_on_delta_humanized ?? ''),
});

/** Owners as avatars (at most 4, then +N). */
export const ownersColumn = <T extends ListItem & { owners?: ListOwner[] }>(t: Translate): ListColumn<T> => ({
  id: 'owners',
  header: t('Owners'),
  render: (item): ReactNode => <OwnerAvatars owners={item.owners ?? []} />,
});
