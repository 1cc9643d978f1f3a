import { loadHtmlSanitizer } from '../../ui/safe-html';

/**
 * A MARKDOWN component's text as safe HTML: markdown (with HTML, as Superset's SafeMarkdown
 * allows) rendered by marked, then cut to the allow-list of user HTML (ui/safe-html.ts). Both
 * load on first use, so dashboards without markdown never fetch them.
 */
export const renderMarkdown = async (text: string): Promise<string> => {
  const [{ marked }, sanitize] = await Promise.all([import('marked'), loadHtmlSanitizer()]);
  const html = await marked.parse(text, { gfm: true, breaks: false });
  return sanitize(html);
};
