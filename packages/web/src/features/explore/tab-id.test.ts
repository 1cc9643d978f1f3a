import { describe, expect, it } from 'vitest';
import { getTabId } from './tab-id';

describe('getTabId', () => {
  it("takes the next number from localStorage and keeps it for the tab, as Superset's getTabId", () => {
    window.localStorage.setItem('last_tab_id', '41');
    window.sessionStorage.removeItem('tab_id');
    expect(getTabId()).toBe(42);
    expect(getTabId()).toBe(42);
    expect(window.sessionStorage.getItem('tab_id')).toBe('42');
    expect(window.localStorage.getItem('last_tab_id')).toBe('42');
  });
});
