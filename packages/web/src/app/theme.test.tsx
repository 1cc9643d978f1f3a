import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { THEME_STORAGE_KEY } from './theme';
import { useThemeToggle } from './use-theme-toggle';

function ToggleProbe() {
  const { scheme, toggle } = useThemeToggle();
  return (
    <button type="button" onClick={toggle} data-testid="toggle">
      {scheme}
    </button>
  );
}

const renderProbe = () =>
  render(
    <Providers queryClient={new QueryClient()} env="test">
      <ToggleProbe />
    </Providers>,
  );

const rootScheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('theme', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('starts light and persists the toggle under tessera.theme', () => {
    renderProbe();
    expect(screen.getByTestId('toggle').textContent).toBe('light');
    expect(rootScheme()).toBe('light');

    act(() => screen.getByTestId('toggle').click());
    expect(screen.getByTestId('toggle').textContent).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(rootScheme()).toBe('dark');

    act(() => screen.getByTestId('toggle').click());
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('restores the stored scheme on the next visit', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderProbe();
    expect(screen.getByTestId('toggle').textContent).toBe('dark');
    expect(rootScheme()).toBe('dark');
  });
});
