import { z } from 'zod';
import { OwnerSchema } from '../model/dataset.js';
import { limitedText, requiredText } from '../model/field-text.js';

/** One row of `GET /api/v1/css_template/` (Superset's CssTemplateRestApi list columns). */
export const CssTemplateSchema = z.object({
  id: z.number().int(),
  template_name: z.string(),
  css: z.string(),
});
export type CssTemplate = z.infer<typeof CssTemplateSchema>;

/**
 * A row as the CSS templates page lists it: Superset's list columns add who changed the template and
 * when. Optional because the built-in templates have neither.
 */
export const CssTemplateListItemSchema = CssTemplateSchema.extend({
  changed_by: OwnerSchema.nullable().optional(),
  changed_on_delta_humanized: z.string().optional(),
});
export type CssTemplateListItem = z.infer<typeof CssTemplateListItemSchema>;

/** `POST` and `PUT /api/v1/css_template/` (Superset's CssTemplatePostSchema: a name of 1-250 characters and the CSS). */
export const CssTemplateWriteSchema = z.object({
  template_name: requiredText('Name', 250),
  css: limitedText('CSS', 65_536),
});
export type CssTemplateWrite = z.infer<typeof CssTemplateWriteSchema>;

/**
 * The templates Tessera ships (Superset seeds none, and admins add theirs through the CSS
 * templates page); the properties modal offers them to paste into a dashboard's custom CSS. The
 * selectors are the dashboard's DOM classes (`.dashboard-header`, `.dashboard-title`,
 * `.dashboard-component-*`), which the page scopes to its own root.
 */
export const BUILTIN_CSS_TEMPLATES: readonly CssTemplate[] = [
  {
    id: 1,
    template_name: 'Flat',
    css: [
      '.dashboard-component-chart-holder {',
      '  box-shadow: none;',
      '  border: 1px solid #e0e0e0;',
      '  border-radius: 0;',
      '}',
      '.dashboard-header { border-bottom: 1px solid #e0e0e0; }',
      '',
    ].join('\n'),
  },
  {
    id: 2,
    template_name: 'Courier Black',
    css: [
      '.dashboard-title, .dashboard-component-header {',
      "  font-family: 'Courier New', Courier, monospace;",
      '  color: #000;',
      '}',
      '.dashboard-component-chart-holder { border: 2px solid #000; }',
      '',
    ].join('\n'),
  },
  {
    id: 3,
    template_name: 'Compact',
    css: [
      '.dashboard-component-chart-holder { padding: 4px; }',
      '.dashboard-component-header { margin: 0; }',
      '.dashboard-title { font-size: 1.25rem; }',
      '',
    ].join('\n'),
  },
];
