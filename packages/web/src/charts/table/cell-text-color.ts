import { contrastingTextColor } from '@tessera/core';

/** The page colour under a table cell: Mantine's body colour in each colour scheme (dark-7 when dark). */
export const CELL_BACKDROPS = { light: '#FFFFFF', dark: '#242424' } as const;

/**
 * The text colour of a cell that conditional formatting paints: black or white by the contrast
 * threshold 186, judged on the translucent fill as it shows over the page. Undefined (theme text)
 * for unpainted cells and colours that cannot be read, such as CSS variables.
 */
export const cellTextColor = (background: string | undefined, scheme: 'light' | 'dark'): string | undefined =>
  background === undefined ? undefined : contrastingTextColor(background, CELL_BACKDROPS[scheme]);
