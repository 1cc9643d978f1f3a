import { Navigate, useLocation } from 'react-router';

/** `/superset/dashboard/…` → `/tessera/dashboard/…`, keeping the query string and the anchor. */
export const tesseraPath = (pathname: string): string => pathname.replace(/^\/superset\//, '/tessera/');

export function SupersetPathRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${tesseraPath(pathname)}${search}${hash}`} replace />;
}
