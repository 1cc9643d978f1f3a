import { Avatar, useComputedColorScheme, type AvatarProps } from '@mantine/core';
import { avatarColors, DARK_AVATAR_NEUTRAL, type AvatarColors } from '@tessera/core';
import type { ReactNode } from 'react';

export interface OwnerAvatarProps extends Omit<AvatarProps, 'color' | 'name' | 'size' | 'radius'> {
  /** The full name: picks the colour and is the accessible label's default. */
  name: string;
  children: ReactNode;
  'aria-label'?: string;
  role?: string;
}

const placeholder = (colors: AvatarColors) => ({
  placeholder: { backgroundColor: colors.background, color: colors.text },
});

/**
 * A small round initials avatar. The light theme keeps Mantine's initials colours; the dark theme
 * draws the same hue solid with dark initials (core's DARK_AVATAR_COLORS, checked for WCAG AA).
 */
export function OwnerAvatar({ name, children, ...rest }: OwnerAvatarProps): ReactNode {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const colors = avatarColors(name, scheme);
  return (
    <Avatar
      size="sm"
      radius="xl"
      data-avatar-scheme={scheme}
      {...(colors === null ? { color: 'initials', name } : { styles: placeholder(colors) })}
      {...rest}
    >
      {children}
    </Avatar>
  );
}

/** The "+N" avatar closing a group: Mantine's grey in the light theme, a visible neutral in the dark. */
export function MoreAvatar({ children, ...rest }: Omit<OwnerAvatarProps, 'name'>): ReactNode {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Avatar
      size="sm"
      radius="xl"
      data-avatar-scheme={scheme}
      {...(scheme === 'dark' && { styles: placeholder(DARK_AVATAR_NEUTRAL) })}
      {...rest}
    >
      {children}
    </Avatar>
  );
}
