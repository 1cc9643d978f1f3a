import type { TranslateFn } from '../../i18n';
import { loadHtmlSanitizer } from '../../ui/safe-html';

/** Where Superset's placeholder sends a reader (its 'markdown formatting' link). */
const MARKDOWN_HELP_URL = 'https://bit.ly/1dQOfRK';

/**
 * Superset's MARKDOWN_PLACE_HOLDER (dashboard/components/gridComponents/Markdown): what a MARKDOWN
 * without text shows in view mode and starts its editor with. Superset leaves it in English (a
 * 'TODO: localize'); its words are translated here, its markdown kept.
 */
export const markdownPlaceholder = (t: TranslateFn): string =>
  [
    `# ✨${t('Header 1')}`,
    `## ✨${t('Header 2')}`,
    `### ✨${t('Header 3')}`,
    '',
    '<br />',
    '',
    t('Click here to learn more about [markdown formatting](%s)', MARKDOWN_HELP_URL),
  ].join('\n');

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
