import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../control-frame';

/** Validation errors in red under a wrapped control, as the other widgets show them. */
export function WithErrors({ errors, children }: { errors: readonly string[]; children: ReactNode }): ReactNode {
  const error = errorText(errors);
  return (
    <Stack gap={4}>
      {children}
      {error && (
        <Stack gap={0} c="red" fz="xs" role="alert">
          {error}
        </Stack>
      )}
    </Stack>
  );
}
