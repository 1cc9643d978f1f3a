import { z } from 'zod';

/** One row of `GET /api/v1/css_template/` (Superset's CssTemplateRestApi list columns). */
export const CssTemplateSchema = z.object({
  id: z.number().int(),
  template_name: z.string(),
  css: z.string(),
});
export type CssTemplate = z.infer<typeof CssTemplateSchema>;

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
