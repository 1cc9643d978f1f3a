import { use } from 'react';
import type * as EditMode from './edit-mode';

export type EditModeParts = typeof EditMode;

/** A promise that says it has settled the way React's `use` reads it, so a settled load never suspends. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let loading: Tracked<EditModeParts> | null = null;

/** Starts loading edit mode's chunk (once; a failed load is tried again on the next call). */
export const loadEditMode = (): Promise<EditModeParts> => {
  if (loading === null) {
    const pending: Tracked<EditModeParts> = import('./edit-mode').then(
      (module) => {
        pending.status = 'fulfilled';
        pending.value = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    loading = pending;
  }
  return loading;
};

/**
 * Edit mode's components while `editing`, else null. The 'Edit dashboard' button loads them
 * before it enters edit mode, so this only suspends for a page opened with `edit=true`.
 */
export const useEditMode = (editing: boolean): EditModeParts | null => (editing ? use(loadEditMode()) : null);
