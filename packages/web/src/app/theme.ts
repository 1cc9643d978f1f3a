import { createTheme, localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

export const THEME_STORAGE_KEY = 'tessera.theme';
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

/** Persists the light/dark choice made in the user menu. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
