import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';

/**
 * Picks `option` in the Mantine select labelled `label`, typing to search as a user would. A select
 * whose list arrives while it is open redraws its options and may close under the pointer (CI saw
 * the option detached and never back): like a user, open it again and retype until the pick shows
 * in the input.
 */
export const pickSelect = async (page: Page, label: string, option: string): Promise<void> => {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await vi.waitFor(
    async () => {
      await input.click();
      await input.fill(option);
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
      expect(await input.inputValue()).toBe(option);
    },
    { timeout: 30_000, interval: 250 },
  );
};
