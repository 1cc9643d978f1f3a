/**
 * Expected statuses of every route for each caller, in the order
 * [anonymous, Gamma without grants, Gamma granted the dataset, Alpha non-owner, Alpha owner, Admin].
 * A class ('2xx', '4xx') stands where the minimal body decides rather than access. access-matrix.test.ts
 * fails when a registered route has no row here, so a new route cannot ship without its access decision.
 */
export type Expected = number | '2xx' | '4xx';
export type AccessRow = readonly [Expected, Expected, Expected, Expected, Expected, Expected];

export const ACCESS_TABLE: Readonly<Record<string, AccessRow>> = {
  // Public by design: the API documentation and the health probe.
  'GET /swagger': [200, 200, 200, 200, 200, 200],
  'GET /swagger/static/index.html': [302, 302, 302, 302, 302, 302],
  'GET /swagger/static/swagger-initializer.js': [200, 200, 200, 200, 200, 200],
  'GET /swagger/json': [200, 200, 200, 200, 200, 200],
  'GET /swagger/yaml': [200, 200, 200, 200, 200, 200],
  'GET /swagger/static/*': [302, 302, 302, 302, 302, 302],
  'GET /health': [200, 200, 200, 200, 200, 200],
  'GET /ready': [200, 200, 200, 200, 200, 200],
  // Not by role: the METRICS_TOKEN bearer, or (unset, as here) any scraper on loopback.
  'GET /metrics': [200, 200, 200, 200, 200, 200],
  // Sign-in and token routes are public; `{}` fails validation.
  'POST /login/': [400, 400, 400, 400, 400, 400],
  'GET /logout/': [302, 302, 302, 302, 302, 302],
  // Signing out without a session is a harmless no-op.
  'POST /api/v1/security/logout': [200, 200, 200, 200, 200, 200],
  'POST /api/v1/security/login': [400, 400, 400, 400, 400, 400],
  'POST /api/v1/security/refresh': [400, 400, 400, 400, 400, 400],
  'GET /api/v1/security/csrf_token/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/setup/status': [200, 200, 200, 200, 200, 200],
  'POST /api/v1/setup/': [400, 400, 400, 400, 400, 400],
  'GET /api/v1/me/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/me/roles/': [401, 200, 200, 200, 200, 200],
  // The example data's load state (paths in its reason): Admin only.
  'GET /api/v1/examples/status/': [401, 403, 403, 403, 403, 200],
  // Users and roles: Admin only.
  'GET /api/v1/security/users/': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/security/users/:pk': [401, 403, 403, 403, 403, 200],
  'POST /api/v1/security/users/': [401, 403, 403, 403, 403, 400],
  'PUT /api/v1/security/users/:pk': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/security/roles/': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/security/roles/:pk': [401, 403, 403, 403, 403, 200],
  'POST /api/v1/security/roles/': [401, 403, 403, 403, 403, 400],
  'PUT /api/v1/security/roles/:pk': [401, 403, 403, 403, 403, 400],
  'DELETE /api/v1/security/roles/:pk': [401, 403, 403, 403, 403, 200],
  'PUT /api/v1/security/roles/:pk/permissions': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/security/permissions/': [401, 403, 403, 403, 403, 200],
  // Databases: every role reads the list (filtered); only database access opens one; writes are Admin only.
  'GET /api/v1/database/_info': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/database/related/:column': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/database/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/database/:pk': [401, 403, 403, 200, 200, 200],
  'GET /api/v1/database/:pk/related_objects/': [401, 403, 403, 200, 200, 200],
  'POST /api/v1/database/': [401, 403, 403, 403, 403, 400],
  'PUT /api/v1/database/:pk': [401, 403, 403, 403, 403, 200],
  'DELETE /api/v1/database/:pk': [401, 403, 403, 403, 403, 200],
  // The matrix database has no SSH tunnel (Superset's 'SSH Tunnel not found.').
  'DELETE /api/v1/database/:pk/ssh_tunnel/': [401, 403, 403, 403, 403, 404],
  'POST /api/v1/database/test_connection/': [401, 403, 403, 403, 403, 400],
  'POST /api/v1/database/validate_parameters/': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/database/available/': [401, 200, 200, 200, 200, 200],
  // Uploads need can_upload (Alpha and Admin, as Superset's ALPHA_ONLY_PMVS); an empty body has no file.
  'POST /api/v1/database/:pk/upload/': [401, 403, 403, 400, 400, 400],
  'POST /api/v1/database/upload_metadata/': [401, 403, 403, 400, 400, 400],
  'GET /api/v1/database/:pk/schemas/': [401, 403, 403, 200, 200, 200],
  'GET /api/v1/database/:pk/tables/': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/database/:pk/table_extra/:table/:schema/': [401, 403, 403, 200, 200, 200],
  // As `tables/`: without `name` the query string fails validation for every signed-in caller.
  'GET /api/v1/database/:pk/table_metadata/': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/database/:pk/select_star/:table/': [401, 403, 403, 200, 200, 200],
  'GET /api/v1/database/:pk/select_star/:table/:schema/': [401, 403, 403, 200, 200, 200],
  // Datasets: the granted Gamma reads its dataset; only owners and Admins edit.
  'GET /api/v1/dataset/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/dataset/:pk': [401, 403, 200, 200, 200, 200],
  'GET /api/v1/dataset/:pk/related_objects': [401, 403, 200, 200, 200, 200],
  'POST /api/v1/dataset/': [401, 403, 403, 400, 400, 400],
  // SQL Lab's 'Explore': a dataset write; `{}` fails validation.
  'POST /api/v1/dataset/get_or_create/': [401, 403, 403, 400, 400, 400],
  'POST /api/v1/dataset/sql_preview/': [401, 403, 403, 400, 400, 400],
  'PUT /api/v1/dataset/:pk': [401, 403, 403, 403, 200, 200],
  'PUT /api/v1/dataset/:pk/refresh': [401, 403, 403, 403, 200, 200],
  'DELETE /api/v1/dataset/:pk': [401, 403, 403, 403, 200, 200],
  'DELETE /api/v1/dataset/': [401, 403, 403, 400, 400, 400],
  'GET /api/v1/dataset/_info': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/dataset/related/:column': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/dataset/distinct/:column': [401, 404, 404, 404, 404, 404],
  'GET /api/v1/time_range/': [401, 400, 400, 400, 400, 400],
  // Superset's advanced data types: any signed-in user (without q the convert answers 400).
  'GET /api/v1/advanced_data_type/convert': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/advanced_data_type/types': [401, 200, 200, 200, 200, 200],
  // Chart data and legacy explore: dataset access decides; bodies without a form fail validation.
  'POST /api/v1/chart/data': [401, 403, 200, 200, 200, 200],
  'GET /api/v1/chart/data/:cache_key': [401, 404, 404, 404, 404, 404],
  // The batch answers 200 to every signed-in caller; dataset access is decided per line (403 inside).
  'POST /api/v1/chart/data/batch': [401, 200, 200, 200, 200, 200],
  'GET /tessera/explore_json/': [401, 400, 400, 400, 400, 400],
  'POST /tessera/explore_json/': [401, 400, 400, 400, 400, 400],
  'GET /superset/explore_json/': [401, 400, 400, 400, 400, 400],
  'POST /superset/explore_json/': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/chart/:pk/data/': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/async_event/': [401, 200, 200, 200, 200, 200],
  // The websocket route answers 404 to a plain GET (no upgrade); it checks the caller on upgrade.
  'GET /api/v1/async_event/ws': [404, 404, 404, 404, 404, 404],
  // Charts: hidden (404) when their dataset is not readable; only owners and Admins edit.
  'GET /api/v1/chart/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/chart/:pk': [401, 404, 200, 200, 200, 200],
  'POST /api/v1/chart/': [401, 400, 400, 400, 400, 400],
  'PUT /api/v1/chart/:pk': [401, 404, 403, 403, 200, 200],
  'DELETE /api/v1/chart/:pk': [401, 404, 404, 403, 200, 200],
  'DELETE /api/v1/chart/': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/chart/_info': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/chart/related/:column': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/chart/distinct/:column': [401, 404, 404, 404, 404, 404],
  'GET /api/v1/chart/favorite_status/': [401, 400, 400, 400, 400, 400],
  'POST /api/v1/chart/:pk/favorites/': [401, 404, 200, 200, 200, 200],
  'DELETE /api/v1/chart/:pk/favorites/': [401, 404, 200, 200, 200, 200],
  // Explore state: cached form data belongs to its creator, even against Admins (Superset too).
  'GET /api/v1/explore/': [401, 200, 200, 200, 200, 200],
  'POST /api/v1/explore/permalink': [401, 403, 201, 201, 201, 201],
  'GET /api/v1/explore/permalink/:key': [401, 403, 200, 200, 200, 200],
  'POST /api/v1/explore/form_data': [401, 403, 201, 201, 201, 201],
  'GET /api/v1/explore/form_data/:key': [401, 403, 200, 200, 200, 200],
  'PUT /api/v1/explore/form_data/:key': [401, 403, 403, 403, 200, 403],
  'DELETE /api/v1/explore/form_data/:key': [401, 403, 403, 403, 200, 404],
  // Annotation layers have no owners (as in Superset): any Annotation writer edits or deletes them,
  // so the Alpha non-owner deletes the throwaway layer before the owner, who then gets 404.
  'GET /api/v1/annotation_layer/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/annotation_layer/_info': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/annotation_layer/related/:column': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/annotation_layer/:pk': [401, 200, 200, 200, 200, 200],
  'POST /api/v1/annotation_layer/': [401, 403, 403, 400, 400, 400],
  'PUT /api/v1/annotation_layer/:pk': [401, 403, 403, 200, 200, 200],
  'DELETE /api/v1/annotation_layer/:pk': [401, 403, 403, 200, 404, 200],
  'DELETE /api/v1/annotation_layer/': [401, 403, 403, 400, 400, 400],
  'GET /api/v1/annotation_layer/:pk/annotation/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/annotation_layer/:pk/annotation/:annotation_id': [401, 200, 200, 200, 200, 200],
  'POST /api/v1/annotation_layer/:pk/annotation/': [401, 403, 403, 400, 400, 400],
  'PUT /api/v1/annotation_layer/:pk/annotation/:annotation_id': [401, 403, 403, 200, 200, 200],
  'DELETE /api/v1/annotation_layer/:pk/annotation/:annotation_id': [401, 403, 403, 200, 404, 200],
  'DELETE /api/v1/annotation_layer/:pk/annotation/': [401, 403, 403, 400, 400, 400],
  // Dashboards: drafts are visible to owners, Alpha and Admin only; `{}` creates an untitled one.
  'GET /api/v1/dashboard/': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/dashboard/:pk': [401, 404, 404, 200, 200, 200],
  'GET /api/v1/dashboard/:pk/charts': [401, 404, 404, 200, 200, 200],
  'GET /api/v1/dashboard/:pk/datasets': [401, 404, 404, 200, 200, 200],
  // Permalinks need the dashboard visible, when created and again when opened.
  'POST /api/v1/dashboard/:pk/permalink': [401, 404, 404, 201, 201, 201],
  'GET /api/v1/dashboard/permalink/:key': [401, 404, 404, 200, 200, 200],
  // Filter state: anyone who sees the dashboard stores and reads entries; only the entry's user
  // changes or deletes it (the Alpha owner's entry; the owner's delete leaves the admin a 404).
  'POST /api/v1/dashboard/:pk/filter_state': [401, 404, 404, 201, 201, 201],
  'GET /api/v1/dashboard/:pk/filter_state/:key': [401, 404, 404, 200, 200, 200],
  'PUT /api/v1/dashboard/:pk/filter_state/:key': [401, 404, 404, 403, 200, 403],
  'DELETE /api/v1/dashboard/:pk/filter_state/:key': [401, 404, 404, 403, 200, 404],
  // Filter sets: read with the dashboard; 'Dashboard' sets written by its owners and admins.
  'GET /api/v1/dashboard/:pk/filtersets': [401, 404, 404, 200, 200, 200],
  'GET /api/v1/dashboard/:pk/filtersets/:set_id': [401, 404, 404, 200, 200, 200],
  'POST /api/v1/dashboard/:pk/filtersets': [401, 404, 404, 403, 201, 201],
  'PUT /api/v1/dashboard/:pk/filtersets/:set_id': [401, 404, 404, 403, 200, 200],
  'DELETE /api/v1/dashboard/:pk/filtersets/:set_id': [401, 404, 404, 403, 200, 200],
  // Embedding (Superset's EmbeddedDashboardRestApi): read with the dashboard, set by its owners and
  // admins (`{}` lacks allowed_domains); guest tokens are Admin's (can_grant_guest_token). Victim A's
  // dashboard is embedded too (another dashboard's guest), so its owner's delete removes an embedding.
  'GET /api/v1/dashboard/:pk/embedded': [401, 404, 404, 200, 200, 200],
  'POST /api/v1/dashboard/:pk/embedded': [401, 400, 400, 400, 400, 400],
  'PUT /api/v1/dashboard/:pk/embedded': [401, 400, 400, 400, 400, 400],
  'DELETE /api/v1/dashboard/:pk/embedded': [401, 404, 404, 403, 200, 200],
  // The Admin's 400 is the refusal of a guest RLS clause that reads another table (the request body).
  'POST /api/v1/security/guest_token/': [401, 403, 403, 403, 403, 400],
  'DELETE /api/v1/security/guest_token/:jti': [401, 403, 403, 403, 403, 200],
  // The embedded page: only inside a frame of an allowed domain, which no matrix caller is.
  'GET /embedded/:uuid': [403, 403, 403, 403, 403, 403],
  // Superset's page paths redirect to Tessera's; the page itself asks who is signed in.
  'GET /superset/dashboard/:idOrSlug/': [302, 302, 302, 302, 302, 302],
  'GET /superset/dashboard/p/:key/': [302, 302, 302, 302, 302, 302],
  'POST /api/v1/dashboard/': [401, 201, 201, 201, 201, 201],
  'PUT /api/v1/dashboard/:pk': [401, 404, 404, 403, 200, 200],
  'DELETE /api/v1/dashboard/:pk': [401, 404, 404, 403, 200, 200],
  'DELETE /api/v1/dashboard/': [401, 400, 400, 400, 400, 400],
  // Save-as needs the source visible and can_write on Dashboard; the caller owns the copy.
  'POST /tessera/copy_dash/:pk/': [401, 404, 404, 200, 200, 200],
  'POST /superset/copy_dash/:pk/': [401, 404, 404, 200, 200, 200],
  // Superset's Gamma has no CSS templates (can_read and can_write CssTemplate are Alpha's and Admin's).
  'GET /api/v1/css_template/': [401, 403, 403, 200, 200, 200],
  'GET /api/v1/css_template/_info': [401, 403, 403, 200, 200, 200],
  'GET /api/v1/css_template/related/:column': [401, 403, 403, 400, 400, 400],
  'GET /api/v1/css_template/:pk': [401, 403, 403, 200, 200, 200],
  'POST /api/v1/css_template/': [401, 403, 403, 400, 400, 400],
  'PUT /api/v1/css_template/:pk': [401, 403, 403, 200, 200, 200],
  'DELETE /api/v1/css_template/:pk': [401, 403, 403, 200, 404, 200],
  'DELETE /api/v1/css_template/': [401, 403, 403, 400, 400, 400],
  // Dynamic plugins (Superset's DynamicPluginsView): every role reads the list pages load; Admin writes.
  'GET /dynamic-plugins/api/read': [401, 200, 200, 200, 200, 200],
  'GET /dynamic-plugins/api/get/:pk': [401, 200, 200, 200, 200, 200],
  'POST /dynamic-plugins/api/create': [401, 403, 403, 403, 403, 400],
  'PUT /dynamic-plugins/api/update/:pk': [401, 403, 403, 403, 403, 200],
  'DELETE /dynamic-plugins/api/delete/:pk': [401, 403, 403, 403, 403, 200],
  // Same-origin plugin bundles are public files like the web's assets (TESSERA_PLUGINS_DIR); `*` names none.
  'GET /static/plugins/*': [404, 404, 404, 404, 404, 404],
  'GET /api/v1/dashboard/_info': [401, 200, 200, 200, 200, 200],
  'GET /api/v1/dashboard/related/:column': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/dashboard/distinct/:column': [401, 404, 404, 404, 404, 404],
  'GET /api/v1/dashboard/favorite_status/': [401, 400, 400, 400, 400, 400],
  'POST /api/v1/dashboard/:pk/favorites/': [401, 404, 404, 200, 200, 200],
  'DELETE /api/v1/dashboard/:pk/favorites/': [401, 404, 404, 200, 200, 200],
  'GET /tessera/favstar/Dashboard/:id/:action/': [401, 404, 404, 200, 200, 200],
  'GET /tessera/favstar/slice/:id/:action/': [401, 404, 200, 200, 200, 200],
  'GET /tessera/favstar/Slice/:id/:action/': [401, 404, 200, 200, 200, 200],
  'GET /superset/favstar/Dashboard/:id/:action/': [401, 404, 404, 200, 200, 200],
  'GET /superset/favstar/slice/:id/:action/': [401, 404, 200, 200, 200, 200],
  'GET /superset/favstar/Slice/:id/:action/': [401, 404, 200, 200, 200, 200],
  'GET /api/v1/log/recent_activity/': [401, 200, 200, 200, 200, 200],
  // The action log is Admin's (can_read on Log); the world's set-up writes make row 1 exist.
  'GET /api/v1/log/': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/log/:pk': [401, 403, 403, 403, 403, 200],
  // Row level security: Admin's alone (can_read / can_write on RowLevelSecurity). An empty body or `q` is a 400.
  'GET /api/v1/rowlevelsecurity/': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/rowlevelsecurity/_info': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/rowlevelsecurity/related/:column': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/rowlevelsecurity/preview/': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/rowlevelsecurity/:pk': [401, 403, 403, 403, 403, 200],
  'POST /api/v1/rowlevelsecurity/': [401, 403, 403, 403, 403, 400],
  'PUT /api/v1/rowlevelsecurity/:pk': [401, 403, 403, 403, 403, 200],
  'DELETE /api/v1/rowlevelsecurity/:pk': [401, 403, 403, 403, 403, 200],
  'DELETE /api/v1/rowlevelsecurity/': [401, 403, 403, 403, 403, 400],
  // Saved queries: SQL Lab roles and Admin; none of the matrix roles but Admin has them.
  'GET /api/v1/saved_query/_info': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/saved_query/related/:column': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/saved_query/distinct/:column': [401, 403, 403, 403, 403, 404],
  'GET /api/v1/saved_query/': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/saved_query/:pk': [401, 403, 403, 403, 403, 200],
  'POST /api/v1/saved_query/': [401, 403, 403, 403, 403, 400],
  'PUT /api/v1/saved_query/:pk': [401, 403, 403, 403, 403, 200],
  'DELETE /api/v1/saved_query/:pk': [401, 403, 403, 403, 403, 200],
  'DELETE /api/v1/saved_query/': [401, 403, 403, 403, 403, 400],
  // SQL Lab (can_sqllab: Admin and sql_lab here; history needs can_read on Query). No query or tab exists in
  // this world, so ids and keys name nothing (404) and minimal bodies fail validation (400).
  'GET /api/v1/sqllab/': [401, 403, 403, 403, 403, 200],
  'POST /api/v1/sqllab/execute/': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/sqllab/results/': [401, 403, 403, 403, 403, 400],
  'POST /api/v1/sqllab/format_sql/': [401, 403, 403, 403, 403, 400],
  'POST /api/v1/sqllab/estimate/': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/sqllab/export/:client_id/': [401, 403, 403, 403, 403, 404],
  'POST /api/v1/sqllab/permalink': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/sqllab/permalink/:key': [401, 403, 403, 403, 403, 404],
  'GET /api/v1/query/_info': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/query/related/:column': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/query/distinct/:column': [401, 403, 403, 403, 403, 404],
  'GET /api/v1/query/': [401, 403, 403, 403, 403, 200],
  'GET /api/v1/query/updated_since': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/query/:pk': [401, 403, 403, 403, 403, 404],
  'POST /api/v1/query/stop': [401, 403, 403, 403, 403, 400],
  'POST /tabstateview/': [401, 403, 403, 403, 403, 400],
  'GET /tabstateview/:id': [401, 403, 403, 403, 403, 404],
  'PUT /tabstateview/:id': [401, 403, 403, 403, 403, 404],
  'DELETE /tabstateview/:id': [401, 403, 403, 403, 403, 404],
  'POST /tabstateview/:id/activate': [401, 403, 403, 403, 403, 404],
  'POST /tabstateview/:id/migrate_query': [401, 403, 403, 403, 403, 400],
  'DELETE /tabstateview/:id/query/:client_id': [401, 403, 403, 403, 403, 404],
  'POST /tableschemaview/': [401, 403, 403, 403, 403, 400],
  'DELETE /tableschemaview/:id': [401, 403, 403, 403, 403, 404],
  // The hand-off from explore names a dataset that does not exist (404 once past the gates): a real
  // one would open tabs, and the tab rows above expect none (sqllab-handoff.test.ts opens them).
  'POST /sqllab/': [401, 403, 403, 403, 403, 404],
  'POST /tessera/sqllab/': [401, 403, 403, 403, 403, 404],
  'POST /superset/sqllab/': [401, 403, 403, 403, 403, 404],
  'POST /tableschemaview/:id/expanded': [401, 403, 403, 403, 403, 400],
  // Report schedules: Alpha and Admin; another Alpha neither created nor owns the schedule (404).
  'GET /api/v1/report/_info': [401, 403, 403, 200, 200, 200],
  'GET /api/v1/report/related/:column': [401, 403, 403, 400, 400, 400],
  'GET /api/v1/report/distinct/:column': [401, 403, 403, 404, 404, 404],
  'GET /api/v1/report/': [401, 403, 403, 200, 200, 200],
  'GET /api/v1/report/:pk': [401, 403, 403, 404, 200, 200],
  'POST /api/v1/report/': [401, 403, 403, 400, 400, 400],
  'PUT /api/v1/report/:pk': [401, 403, 403, 404, 200, 200],
  'DELETE /api/v1/report/:pk': [401, 403, 403, 404, 200, 200],
  'DELETE /api/v1/report/': [401, 403, 403, 400, 400, 400],
  'POST /api/v1/report/:pk/test/': [401, 403, 403, 404, 200, 200],
  'GET /api/v1/report/:pk/log/': [401, 403, 403, 404, 200, 200],
  'GET /api/v1/report/:pk/log/:log_id': [401, 403, 403, 404, 404, 404],
  // Server-rendered downloads: `{}` lacks the format (400, checked before the object's visibility).
  'POST /api/v1/dashboard/:pk/download/': [401, 400, 400, 400, 400, 400],
  'POST /api/v1/chart/:pk/download/': [401, 400, 400, 400, 400, 400],
  // Export needs ids (400 without `q`); import needs a multipart ZIP (400 with JSON).
  'GET /api/v1/dashboard/export/': [401, 400, 400, 400, 400, 400],
  'POST /api/v1/dashboard/import/': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/chart/export/': [401, 400, 400, 400, 400, 400],
  'POST /api/v1/chart/import/': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/dataset/export/': [401, 403, 403, 400, 400, 400],
  'POST /api/v1/dataset/import/': [401, 403, 403, 400, 400, 400],
  'GET /api/v1/database/export/': [401, 403, 403, 400, 400, 400],
  'POST /api/v1/database/import/': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/saved_query/export/': [401, 403, 403, 403, 403, 400],
  'POST /api/v1/saved_query/import/': [401, 403, 403, 403, 403, 400],
  'GET /api/v1/assets/export/': [401, 403, 403, 403, 403, 200],
  'POST /api/v1/assets/import/': [401, 403, 403, 403, 403, 400],
  // The OpenAPI document is public like /swagger/json.
  'GET /api/v1/_openapi': [200, 200, 200, 200, 200, 200],
  // Legacy datasource paths.
  'GET /datasource/get/:type/:id/': [401, 403, 200, 200, 200, 200],
  'POST /datasource/save/': [401, 403, 403, 400, 400, 400],
  'GET /tessera/fetch_datasource_metadata': [401, 400, 400, 400, 400, 400],
  'GET /superset/fetch_datasource_metadata': [401, 400, 400, 400, 400, 400],
  'POST /datasource/samples': [401, 400, 400, 400, 400, 400],
  'GET /api/v1/datasource/:type/:id/column/:column/values/': [401, 403, 200, 200, 200, 200],
};

/** A guest RLS clause that reads a table besides the dataset it filters. */
export const GUEST_CLAUSE_READING_ANOTHER_TABLE = 'region IN (SELECT region FROM big_sales)';

/** Bodies that reach past validation; other writes send `{}`, which checks access before validation. */
export const requestBodies = (
  ids: { dataset: number; database: number },
  embedUuid: string,
): Readonly<Record<string, unknown>> => {
  const query = {
    datasource: { id: ids.dataset, type: 'table' },
    queries: [{ columns: ['region'], metrics: ['count'] }],
  };
  const handoff = { form_data: JSON.stringify({ datasourceKey: '987654__table', sql: 'SELECT 1' }) };
  return {
    'POST /sqllab/': handoff,
    'POST /tessera/sqllab/': handoff,
    'POST /superset/sqllab/': handoff,
    'POST /api/v1/chart/data': query,
    'POST /api/v1/chart/data/batch': { queries: [{ key: 'matrix', query_context: query }] },
    'POST /tessera/copy_dash/:pk/': { data: JSON.stringify({ dashboard_title: 'Matrix copy' }) },
    'POST /superset/copy_dash/:pk/': { data: { dashboard_title: 'Matrix copy', duplicate_slices: true } },
    'POST /api/v1/explore/permalink': { formData: { datasource: `${ids.dataset}__table`, viz_type: 'table' } },
    'POST /api/v1/explore/form_data': {
      datasource_id: ids.dataset,
      datasource_type: 'table',
      form_data: JSON.stringify({ datasource: `${ids.dataset}__table` }),
    },
    'PUT /api/v1/explore/form_data/:key': {
      datasource_id: ids.dataset,
      datasource_type: 'table',
      form_data: JSON.stringify({ datasource: `${ids.dataset}__table` }),
    },
    'POST /api/v1/dashboard/:pk/filter_state': { value: '{}' },
    'PUT /api/v1/dashboard/:pk/filter_state/:key': { value: '{}' },
    'POST /api/v1/dashboard/:pk/filtersets': {
      name: 'matrix',
      owner_type: 'Dashboard',
      json_metadata: JSON.stringify({ dataMask: {} }),
    },
    'PUT /api/v1/dashboard/:pk/filtersets/:set_id': { name: 'renamed' },
    // Valid but for its RLS clause, which reads another table: refused when minted.
    'POST /api/v1/security/guest_token/': {
      resources: [{ type: 'dashboard', id: embedUuid }],
      rls: [{ clause: GUEST_CLAUSE_READING_ANOTHER_TABLE }],
    },
  };
};

/**
 * Expected statuses of a guest token on each route it may reach, in GUEST_PRINCIPALS order:
 * [guest of the main dashboard (with an RLS clause), guest of another dashboard, expired, revoked,
 * tampered]. Every request names the main dashboard's objects. Other API routes, and every route
 * that declares a permission, answer GUEST_ELSEWHERE: lists, exports, SQL Lab and admin included.
 */
export type GuestRow = readonly [Expected, Expected, Expected, Expected, Expected];

/** A valid token is refused by route (403); one that does not verify never gets that far (401). */
export const GUEST_ELSEWHERE: GuestRow = [403, 403, 401, 401, 401];

export const GUEST_ACCESS: Readonly<Record<string, GuestRow>> = {
  // Another dashboard's guest does not see the main dashboard (hidden: 404, as for a Gamma without access).
  'GET /api/v1/dashboard/:pk': [200, 404, 401, 401, 401],
  'GET /api/v1/dashboard/:pk/charts': [200, 404, 401, 401, 401],
  'GET /api/v1/dashboard/:pk/datasets': [200, 404, 401, 401, 401],
  'POST /api/v1/dashboard/:pk/permalink': [201, 404, 401, 401, 401],
  'GET /api/v1/dashboard/permalink/:key': [200, 404, 401, 401, 401],
  // The main chart's data is refused to another dashboard's guest; the batch's row is its line's status.
  'POST /api/v1/chart/data': [200, 403, 401, 401, 401],
  'POST /api/v1/chart/data/batch': [200, 403, 401, 401, 401],
  // Names no object: any valid guest gets the same answer (400: no time range given).
  'GET /api/v1/time_range/': [400, 400, 401, 401, 401],
  'GET /api/v1/me/roles/': [200, 200, 401, 401, 401],
};
