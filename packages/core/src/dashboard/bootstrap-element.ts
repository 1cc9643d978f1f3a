/**
 * The id of the `<script type="application/json">` the server puts a page's bootstrap in (see
 * DashboardBootstrap). Its own module, without schemas: the web's entry reads it on every route.
 */
export const DASHBOARD_BOOTSTRAP_ELEMENT_ID = 'tessera-bootstrap';
