import { describeMapsInTheme } from './support/offline-maps.js';

/** Issue E: every map offline in the dark theme (its dark base map style). */
describeMapsInTheme('dark');
