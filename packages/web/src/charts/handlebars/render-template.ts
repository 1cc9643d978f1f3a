import { loadHtmlSanitizer } from '../../ui/safe-html';
import { SUPERSET_HELPERS } from './helpers';
import { interpretTemplate } from './interpret-template';

/** What a template sees: Superset passes the rows as `data`, and the chart's form data. */
export interface TemplateContext {
  data: readonly Record<string, unknown>[];
  formData: Record<string, unknown>;
}

/** The template over the rows, as HTML before sanitising (tests read it; the page never shows it). */
export const expandTemplate = (template: string, context: TemplateContext): string =>
  interpretTemplate(template, context, SUPERSET_HELPERS);

/**
 * The template's HTML cut to the allow-list of user HTML by the one sanitiser (ui/safe-html.ts):
 * scripts, event handlers and javascript: links never reach the page, whatever the template or
 * the data (triple-stash output included).
 */
export const renderTemplate = async (template: string, context: TemplateContext): Promise<string> => {
  const html = expandTemplate(template, context);
  const sanitize = await loadHtmlSanitizer();
  return sanitize(html);
};
