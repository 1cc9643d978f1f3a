import type { DashboardLayoutAction } from '@tessera/core';
import { useCallback } from 'react';
import { useDashboardDispatch } from '../../state/store';
import { editActions } from './edit-slice';

/** Dispatches one layout operation (core's action shapes) onto the edit history. */
export const useLayoutEdit = (): ((action: DashboardLayoutAction) => void) => {
  const dispatch = useDashboardDispatch();
  return useCallback((action: DashboardLayoutAction) => dispatch(editActions.layoutEdited(action)), [dispatch]);
};
