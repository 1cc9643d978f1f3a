import { describeMapsInTheme } from './support/offline-maps.js';

/**
 * Issue E: with the network unplugged every map draws its base map and its data in the light theme;
 * nothing leaves 127.0.0.1. The dark theme (charts-maps-dark) and the example dashboard
 * (maps-dashboard) have files of their own.
 */
describeMapsInTheme('light');
