import type { MeRoles } from '@tessera/core';
import { createContext, useContext } from 'react';
import { hasPermission } from './permissions';

export const CurrentUserContext = createContext<MeRoles | null>(null);

/** The signed-in user; only valid below the auth guard. */
export const useCurrentUser = (): MeRoles => {
  const user = useContext(CurrentUserContext);
  if (user === null) throw new Error('useCurrentUser() is only available inside the signed-in shell');
  return user;
};

export const useHasPermission = (permission: string, viewMenu: string): boolean =>
  hasPermission(useCurrentUser(), permission, viewMenu);

export const displayName = (user: Pick<MeRoles, 'first_name' | 'last_name' | 'username'>): string => {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full === '' ? user.username : full;
};

export const initials = (user: Pick<MeRoles, 'first_name' | 'last_name' | 'username'>): string => {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters === '' ? user.username.slice(0, 2) : letters).toUpperCase();
};
