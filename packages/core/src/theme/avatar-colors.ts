import type { ThemeScheme } from './dark-surfaces.js';

/**
 * The hues Mantine gives initials avatars (`color="initials"`), in its order, so an owner keeps
 * the hue of the light theme. In the light theme Mantine's own light variant is kept.
 */
export const AVATAR_HUES = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
] as const;
export type AvatarHue = (typeof AVATAR_HUES)[number];

export interface AvatarColors {
  background: string;
  text: string;
}

/**
 * Dark theme avatars: Mantine's light variant is a 15 % tint that all but vanishes on the dark page,
 * so each hue becomes a solid shade 4 (≥ 3:1 against the page) carrying near-black initials (≥ 4.5:1).
 */
const DARK_TEXT = '#141414';
export const DARK_AVATAR_COLORS: Readonly<Record<AvatarHue, AvatarColors>> = {
  blue: { background: '#4DABF7', text: DARK_TEXT },
  cyan: { background: '#3BC9DB', text: DARK_TEXT },
  grape: { background: '#DA77F2', text: DARK_TEXT },
  green: { background: '#69DB7C', text: DARK_TEXT },
  indigo: { background: '#748FFC', text: DARK_TEXT },
  lime: { background: '#A9E34B', text: DARK_TEXT },
  orange: { background: '#FFA94D', text: DARK_TEXT },
  pink: { background: '#F783AC', text: DARK_TEXT },
  red: { background: '#FF8787', text: DARK_TEXT },
  teal: { background: '#38D9A9', text: DARK_TEXT },
  violet: { background: '#9775FA', text: DARK_TEXT },
};

/** The "+N more" avatar of a group: neutral, on the same terms. */
export const DARK_AVATAR_NEUTRAL: AvatarColors = { background: '#A0A0A0', text: DARK_TEXT };

/** Mantine's getInitialsColor hash (Java's String.hashCode), so both themes pick the same hue. */
export const avatarHue = (name: string): AvatarHue => {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return AVATAR_HUES[Math.abs(hash) % AVATAR_HUES.length] as AvatarHue;
};

/** The avatar colours for a name, or null in the light theme (Mantine's initials colours stay). */
export const avatarColors = (name: string, scheme: ThemeScheme): AvatarColors | null =>
  scheme === 'dark' ? DARK_AVATAR_COLORS[avatarHue(name)] : null;
