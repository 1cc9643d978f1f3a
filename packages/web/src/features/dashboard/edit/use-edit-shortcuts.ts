import { useEffect } from 'react';
import { useDashboardDispatch } from '../state/store';
import { editActions } from './state/edit-slice';

/** Whether a key event is Superset's undo (Ctrl/Cmd+Z) or redo (Ctrl/Cmd+Shift+Z), or neither. */
export const historyShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return null;
  return event.shiftKey ? 'redo' : 'undo';
};

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT');

/**
 * Undo and redo from the keyboard while editing (Superset's UndoRedoKeyListeners). A text field
 * keeps its own undo: the shortcut only reaches the layout from elsewhere on the page.
 */
export const useEditShortcuts = (enabled: boolean): void => {
  const dispatch = useDashboardDispatch();
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = historyShortcut(event);
      if (shortcut === null || isTextField(event.target)) return;
      event.preventDefault();
      dispatch(shortcut === 'undo' ? editActions.undo() : editActions.redo());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, dispatch]);
};
