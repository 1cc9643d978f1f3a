import { use } from 'react';
import type * as EditMode from './edit-mode';

export type EditModeParts = typeof EditMode;

let parts: EditModeParts | null = null;
let pending: Promise<EditModeParts> | null = null;

/** Starts loading edit mode's chunk (once; a failed load is tried again on the next call). */
export const loadEditMode = (): Promise<EditModeParts> => {
  pending ??= import('./edit-mode').then(
    (module) => (parts = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
};

/**
 * Edit mode's components while `editing`, else null. The 'Edit dashboard' button loads them
 * before it enters edit mode, so this only suspends for a page opened with `edit=true`.
 */
export const useEditMode = (editing: boolean): EditModeParts | null => {
  if (!editing) return null;
  return parts ?? use(loadEditMode());
};
