import { Alert, ScrollArea, Typography } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ChartHooks } from '../types';
import { renderTemplate } from './render-template';
import type { HandlebarsTransformedProps } from './types';

type Rendered = { html: string } | { error: string } | null;

/** The template over the rows, sanitised; a template that does not compile says why. */
export function HandlebarsChart({
  width,
  height,
  template,
  data,
  formData,
}: HandlebarsTransformedProps & ChartHooks): ReactNode {
  const t = useT();
  const [rendered, setRendered] = useState<Rendered>(null);
  useEffect(() => {
    let live = true;
    renderTemplate(template, { data, formData }).then(
      (html) => live && setRendered({ html }),
      (error: unknown) => live && setRendered({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [template, data, formData]);
  if (rendered === null) return null;
  if ('error' in rendered)
    return (
      <Alert color="red" title={t('Template error')} style={{ width }}>
        {rendered.error}
      </Alert>
    );
  return (
    <ScrollArea w={width} h={height}>
      <Typography>
        {/* The one sanitiser (ui/safe-html.ts) made this HTML safe. */}
        <div data-testid="handlebars-output" dangerouslySetInnerHTML={{ __html: rendered.html }} />
      </Typography>
    </ScrollArea>
  );
}
