import { Navigate, useLocation } from 'react-router';
import { ROUTES } from './paths';

/**
 * Superset's older page paths → ours, so its bookmarks and links keep working: `/superset/explore/`
 * and `/superset/sqllab/` are explore's and SQL Lab's own paths today (as in Superset 4+); the rest
 * (`/superset/dashboard/…`, `/superset/welcome/`) live under `/tessera/`.
 */
export const tesseraPath = (pathname: string): string => {
  if (/^\/superset\/explore\/?$/.test(pathname)) return ROUTES.explore;
  if (/^\/superset\/sqllab\/?$/.test(pathname)) return ROUTES.sqlLab;
  return pathname.replace(/^\/superset\//, '/tessera/');
};

/** Redirects keeping the query string and the anchor. */
export function SupersetPathRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${tesseraPath(pathname)}${search}${hash}`} replace />;
}
