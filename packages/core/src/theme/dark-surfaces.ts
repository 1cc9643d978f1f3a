/**
 * The dark theme's surfaces the web app draws on (Mantine's dark palette: the page body is dark-7,
 * raised surfaces and hovered rows dark-6). Colours meant for the dark theme are checked against both.
 */
export const DARK_BODY = '#242424';
export const DARK_SURFACE = '#2E2E2E';
export const DARK_SURFACES: readonly string[] = [DARK_BODY, DARK_SURFACE];

export type ThemeScheme = 'light' | 'dark';
