import type { ChartProps } from '@tessera/core';
import { readString } from '../form-data';
import type { HandlebarsTransformedProps } from './types';

/** Superset's default template: every row as JSON in a list. */
export const DEFAULT_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

export const transformProps = ({ formData, queriesData, width, height }: ChartProps): HandlebarsTransformedProps => ({
  width,
  height,
  template: readString(formData, 'handlebarsTemplate') || DEFAULT_TEMPLATE,
  data: queriesData[0]?.data ?? [],
  formData,
});
