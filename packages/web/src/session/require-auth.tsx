import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { isApiRequestError } from '../api/client';
import { ErrorState, LoadingState } from '../ui/query-state';
import { loginUrl } from '../routing/paths';
import { CurrentUserContext } from './current-user';
import { meRolesQuery } from './me-query';

export interface RequireAuthProps {
  children: ReactNode;
}

/** Renders its children for a signed-in user; otherwise sends the user to sign in and back. */
export function RequireAuth({ children }: RequireAuthProps) {
  const location = useLocation();
  const me = useQuery(meRolesQuery);

  if (me.isError) {
    if (isApiRequestError(me.error) && me.error.status === 401) {
      return <Navigate to={loginUrl(`${location.pathname}${location.search}${location.hash}`)} replace />;
    }
    return <ErrorState error={me.error} fullPage />;
  }
  if (me.data === undefined) return <LoadingState fullPage />;
  return <CurrentUserContext value={me.data}>{children}</CurrentUserContext>;
}
