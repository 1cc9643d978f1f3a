import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

export interface ThemeToggle {
  scheme: 'light' | 'dark';
  toggle: () => void;
}

/** The resolved light/dark scheme and a switch to the other one (persisted by the scheme manager). */
export const useThemeToggle = (): ThemeToggle => {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return { scheme, toggle: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark') };
};
