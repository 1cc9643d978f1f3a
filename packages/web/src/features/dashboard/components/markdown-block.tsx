import { Box, Typography } from '@mantine/core';
import { useEffect, useState, type CSSProperties } from 'react';
import { useT } from '../../../i18n';
import { markdownPlaceholder, renderMarkdown } from '../markdown';

export interface MarkdownBlockProps {
  id: string;
  code: string;
  width: string;
  height: number;
  style?: CSSProperties;
}

/**
 * A MARKDOWN component: sanitised markdown/HTML in its grid box (Superset's Markdown in view
 * mode). Without text it shows Superset's placeholder (`markdownSource || MARKDOWN_PLACE_HOLDER`).
 */
export function MarkdownBlock({ id, code, width, height, style }: MarkdownBlockProps) {
  const t = useT();
  const source = code || markdownPlaceholder(t);
  const [html, setHtml] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    void renderMarkdown(source).then(
      (rendered) => current && setHtml({ source, html: rendered }),
      () => current && setHtml({ source, html: '' }),
    );
    return () => {
      current = false;
    };
  }, [source]);
  return (
    <Box
      id={id}
      data-testid={`dashboard-markdown-${id}`}
      className="dashboard-markdown"
      p="sm"
      style={{ width, height, flex: 'none', overflow: 'auto', ...style }}
      aria-label={t('Markdown')}
    >
      {html !== null && html.source === source && (
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: html.html }} />
        </Typography>
      )}
    </Box>
  );
}
