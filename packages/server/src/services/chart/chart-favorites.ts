import type { FavoriteKind } from '../shared/favorites.js';
import { accessibleDatasets, chartVisibility } from '../shared/visibility.js';
import { loadVisibleChart } from './chart-access.js';
import { CHART_FAVORITE_CLASS } from './chart-list-resource.js';

/** Charts as favourites: Superset's FavStar 'slice', seen through the chart list's ChartFilter. */
export const CHART_FAVORITES: FavoriteKind = {
  className: CHART_FAVORITE_CLASS,
  resource: 'Chart',
  visibleIds: async (db, caller, ids) => {
    const seen = chartVisibility(await accessibleDatasets(db, caller), caller.userId);
    const rows = await db
      .selectFrom('charts')
      .select('id')
      .where('id', 'in', [...ids])
      .where((eb) => (seen ? seen(eb) : eb.lit(true)))
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  },
  assertVisible: async (db, caller, id) => {
    await loadVisibleChart(db, caller, id);
  },
};
