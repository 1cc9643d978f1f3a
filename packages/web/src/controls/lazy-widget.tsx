import { Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ControlWidget, ControlWidgetProps } from './types';

/**
 * A widget whose code loads the first time a control of its type is drawn (a small loader holds
 * its place until then): the editors of the less used controls stay off explore's first load.
 */
export const lazyWidget = (load: () => Promise<ControlWidget>): ControlWidget => {
  const Loaded = lazy(() => load().then((widget) => ({ default: widget })));
  return function LazyWidget(props: ControlWidgetProps): ReactNode {
    return (
      <Suspense fallback={<Loader size="xs" />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
};
