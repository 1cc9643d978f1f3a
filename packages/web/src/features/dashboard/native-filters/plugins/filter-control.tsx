import { Loader, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useT } from '../../../../i18n';
import { filterPluginComponent } from './registry';
import type { FilterPluginProps } from './types';

/**
 * A filter's control, whatever its type: loads the type's chunk and draws it. The bar uses it; the
 * configuration modal's live preview of the default value can too.
 */
export function FilterControl(props: FilterPluginProps) {
  const t = useT();
  const Component = filterPluginComponent(props.filter.filterType);
  if (Component === null) {
    return (
      <Text size="xs" c="dimmed">
        {t('Unsupported filter type: %s', props.filter.filterType ?? '')}
      </Text>
    );
  }
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Component {...props} />
    </Suspense>
  );
}
