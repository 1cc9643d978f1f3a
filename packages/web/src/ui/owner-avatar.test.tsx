import { QueryClient } from '@tanstack/react-query';
import { avatarHue, contrastRatio, DARK_AVATAR_COLORS, DARK_BODY, parseColorString } from '@tessera/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../test-support/providers';
import { MoreAvatar, OwnerAvatar } from './owner-avatar';

const THEME_STORAGE_KEY = 'tessera.theme';

const renderAvatars = () =>
  render(
    <Providers queryClient={new QueryClient()} env="test">
      <OwnerAvatar name="Ada Lovelace" aria-label="Ada Lovelace">
        AL
      </OwnerAvatar>
      <MoreAvatar aria-label="2 more owners">+2</MoreAvatar>
    </Providers>,
  );

const placeholderOf = (label: string): HTMLElement => {
  const placeholder = screen.getByLabelText(label).querySelector<HTMLElement>('.mantine-Avatar-placeholder');
  if (placeholder === null) throw new Error(`no placeholder in ${label}`);
  return placeholder;
};

describe('OwnerAvatar', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it("keeps Mantine's initials colours in the light theme", () => {
    renderAvatars();
    expect(screen.getByLabelText('Ada Lovelace').getAttribute('data-avatar-scheme')).toBe('light');
    expect(placeholderOf('Ada Lovelace').style.backgroundColor).toBe('');
  });

  it('draws a solid, readable avatar of the same hue in the dark theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderAvatars();
    const expected = DARK_AVATAR_COLORS[avatarHue('Ada Lovelace')];
    const style = getComputedStyle(placeholderOf('Ada Lovelace'));
    expect(parseColorString(style.backgroundColor)).toEqual(parseColorString(expected.background));
    expect(parseColorString(style.color)).toEqual(parseColorString(expected.text));
    expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style.backgroundColor, DARK_BODY)).toBeGreaterThanOrEqual(3);
    expect(
      contrastRatio(getComputedStyle(placeholderOf('2 more owners')).backgroundColor, DARK_BODY),
    ).toBeGreaterThanOrEqual(3);
  });
});
