import { contrastingTextColor, DARK_BODY, type ThemeScheme } from '@tessera/core';

/** The page colour a chart is drawn on: the gaps between boxes and segments take it. */
export const surfaceColor = (theme: ThemeScheme): string => (theme === 'dark' ? DARK_BODY : '#FFFFFF');

/** Text drawn straight on the page (a total in the middle): black or white by the theme. */
export const surfaceTextColor = (theme: ThemeScheme): string => contrastingTextColor(surfaceColor(theme)) ?? '#000000';
