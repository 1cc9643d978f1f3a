import { MEDIUM_HEADER } from './new-component.js';
import { BACKGROUND_TRANSPARENT, BACKGROUND_WHITE } from './layout-schema.js';

export const SMALL_HEADER = 'SMALL_HEADER';
export const LARGE_HEADER = 'LARGE_HEADER';

/** One choice of a component's style menu: the meta value, Superset's English label (the web shows it through t()) and CSS class. */
export interface ComponentStyleOption {
  value: string;
  label: string;
  className: string;
}

/** Superset's headerStyleOptions: a HEADER's `meta.headerSize`. */
export const HEADER_STYLE_OPTIONS: readonly ComponentStyleOption[] = [
  { value: SMALL_HEADER, label: 'Small', className: 'header-style-option header-small' },
  { value: MEDIUM_HEADER, label: 'Medium', className: 'header-style-option header-medium' },
  { value: LARGE_HEADER, label: 'Large', className: 'header-style-option header-large' },
];

/** Superset's backgroundStyleOptions: `meta.background` of a ROW, COLUMN or HEADER. */
export const BACKGROUND_STYLE_OPTIONS: readonly ComponentStyleOption[] = [
  { value: BACKGROUND_TRANSPARENT, label: 'Transparent', className: 'background--transparent' },
  { value: BACKGROUND_WHITE, label: 'White', className: 'background--white' },
];
