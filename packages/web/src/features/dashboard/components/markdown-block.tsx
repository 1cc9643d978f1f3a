import { Box, Typography } from '@mantine/core';
import { useEffect, useState, type CSSProperties } from 'react';
import { useT } from '../../../i18n';
import { renderMarkdown } from '../markdown';

export interface MarkdownBlockProps {
  id: string;
  code: string;
  width: string;
  height: number;
  style?: CSSProperties;
}

/** A MARKDOWN component: sanitised markdown/HTML in its grid box (Superset's Markdown in view mode). */
export function MarkdownBlock({ id, code, width, height, style }: MarkdownBlockProps) {
  const t = useT();
  const [html, setHtml] = useState<{ code: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    void renderMarkdown(code).then(
      (rendered) => current && setHtml({ code, html: rendered }),
      () => current && setHtml({ code, html: '' }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <Box
      id={id}
      data-testid={`dashboard-markdown-${id}`}
      className="dashboard-markdown"
      p="sm"
      style={{ width, height, flex: 'none', overflow: 'auto', ...style }}
      aria-label={t('Markdown')}
    >
      {html !== null && html.code === code && (
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: html.html }} />
        </Typography>
      )}
    </Box>
  );
}
