import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateDashboard } from '../state/hydrate';
import { createDashboardStore } from '../state/store';
import { readDashboardUrlParams } from '../state/url-params';
import { adminMe, fixtureCharts, supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import { editActions } from './state/edit-slice';
import { historyShortcut, useEditShortcuts } from './use-edit-shortcuts';

const key = (init: KeyboardEventInit) => ({
  key: 'z',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe('historyShortcut (Superset UndoRedoKeyListeners)', () => {
  it.each([
    [{ ctrlKey: true }, 'undo'],
    [{ metaKey: true }, 'undo'],
    [{ ctrlKey: true, shiftKey: true, key: 'Z' }, 'redo'],
    [{ metaKey: true, shiftKey: true }, 'redo'],
    [{}, null],
    [{ ctrlKey: true, altKey: true }, null],
    [{ ctrlKey: true, key: 'y' }, null],
  ] as const)('%o → %s', (init, expected) => {
    expect(historyShortcut(key(init))).toBe(expected);
  });
});

function Shortcuts() {
  useEditShortcuts(true);
  return <input aria-label="field" />;
}

describe('useEditShortcuts', () => {
  afterEach(cleanup);

  it('undoes and redoes the layout from the keyboard, but leaves a text field its own undo', () => {
    const store = createDashboardStore(
      hydrateDashboard({
        detail: supersetDetail(),
        charts: fixtureCharts(),
        me: adminMe,
        urlParams: readDashboardUrlParams(new URLSearchParams('edit=true')),
      }),
    );
    const chart = Object.values(store.getState().dashboard.layout).find((c) => c.type === 'CHART');
    store.dispatch(
      editActions.layoutEdited({ type: 'RESIZE_COMPONENT', payload: { id: chart?.id ?? '', height: 77 } }),
    );
    const heightNow = () => store.getState().dashboard.layout[chart?.id ?? '']?.meta.height;
    const view = render(
      <Provider store={store}>
        <Shortcuts />
      </Provider>,
    );
    const press = (target: EventTarget, init: KeyboardEventInit) =>
      act(() => {
        target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'z', ...init }));
      });
    press(view.getByLabelText('field'), { ctrlKey: true });
    expect(heightNow()).toBe(77);
    press(document.body, { ctrlKey: true });
    expect(heightNow()).not.toBe(77);
    press(document.body, { metaKey: true, shiftKey: true });
    expect(heightNow()).toBe(77);
  });
});
