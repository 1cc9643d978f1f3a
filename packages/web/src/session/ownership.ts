import { canEditOwned, isAdmin, type MeRoles } from '@tessera/core';
import { useContext } from 'react';
import { CurrentUserContext } from './current-user';

/** Core's ownership rule for the signed-in user: an admin changes anything, others what they own. */
export const mayEditOwned = (me: Pick<MeRoles, 'id' | 'roles'> | null, owners: readonly { id: number }[]): boolean =>
  me !== null &&
  canEditOwned(
    { userId: me.id, isAdmin: isAdmin(Object.keys(me.roles)) },
    owners.map((owner) => owner.id),
  );

/**
 * `mayEditOwned` bound to the signed-in user; outside the signed-in shell nobody owns anything,
 * so nothing is offered for change.
 */
export const useMayEditOwned = (): ((owners: readonly { id: number }[]) => boolean) => {
  const me = useContext(CurrentUserContext);
  return (owners) => mayEditOwned(me, owners);
};
