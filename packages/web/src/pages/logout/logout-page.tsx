import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useSignOut } from '../../session/use-sign-out';
import { ROUTES } from '../../routing/paths';
import { LoadingState } from '../../ui/query-state';

/**
 * /logout/ reached inside the app: sign out, then go to the sign-in page. A failure (shown as a
 * notification by useSignOut) still ends on the sign-in page, which is where a signed-out user belongs.
 */
export function LogoutPage() {
  const signOut = useSignOut();
  const started = useRef(false);
  const { mutate } = signOut;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (signOut.isError) return <Navigate to={ROUTES.login} replace />;
  return <LoadingState fullPage />;
}
