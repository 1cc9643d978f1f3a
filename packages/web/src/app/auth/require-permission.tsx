import type { ReactNode } from 'react';
import { AccessDeniedPage } from '../../pages/access-denied/access-denied-page';
import { useHasPermission } from '../../session/current-user';

export interface RequirePermissionProps {
  /** The permission pair the page's first request needs, e.g. ['can_read', 'User']. */
  permission: readonly [permission: string, viewMenu: string];
  children: ReactNode;
}

/**
 * Renders the page only when the user's roles grant its read permission; otherwise one
 * access-denied page, before any request the server would refuse with 403.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const allowed = useHasPermission(permission[0], permission[1]);
  return allowed ? children : <AccessDeniedPage />;
}
