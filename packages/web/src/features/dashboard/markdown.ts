/**
 * A MARKDOWN component's text as safe HTML: markdown (with HTML, as Superset's SafeMarkdown
 * allows) rendered by marked, then DOMPurify removes scripts, event handlers and javascript:
 * links. Both load on first use, so dashboards without markdown never fetch them.
 */
export const renderMarkdown = async (text: string): Promise<string> => {
  const [{ marked }, { default: DOMPurify }] = await Promise.all([import('marked'), import('dompurify')]);
  const html = await marked.parse(text, { gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
};
