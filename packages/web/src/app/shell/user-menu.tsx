import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { LOCALE_NAMES } from '@tessera/core';
import { AVAILABLE_LOCALES, useLocale, useT } from '../../i18n';
import { OwnerAvatar } from '../../ui/owner-avatar';
import { displayName, initials, useCurrentUser } from '../../session/current-user';
import { useSignOut } from '../../session/use-sign-out';
import { useThemeToggle } from '../use-theme-toggle';

/** Avatar and name; opens theme, language and sign-out. */
export function UserMenu() {
  const t = useT();
  const user = useCurrentUser();
  const { locale, setLocale } = useLocale();
  const { scheme, toggle } = useThemeToggle();
  const signOut = useSignOut();
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={t('User menu')}>
          <Group gap="xs" wrap="nowrap">
            {/* The colours an owner avatar of this user has in the lists; readable in the dark theme too. */}
            <OwnerAvatar name={name} data-testid="user-avatar">
              {initials(user)}
            </OwnerAvatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.username}</Menu.Label>
        <Menu.Item onClick={toggle} data-testid="theme-toggle">
          {scheme === 'dark' ? t('Light theme') : t('Dark theme')}
        </Menu.Item>
        <Menu.Sub position="left-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item data-testid="language-menu">{t('Language: %s', LOCALE_NAMES[locale])}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {AVAILABLE_LOCALES.map((code) => (
              <Menu.Item
                key={code}
                lang={code.replace('_', '-')}
                onClick={() => setLocale(code)}
                data-testid={`locale-${code}`}
                aria-checked={code === locale}
                fw={code === locale ? 700 : undefined}
              >
                {LOCALE_NAMES[code]}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => signOut.mutate()} disabled={signOut.isPending} data-testid="sign-out">
          {t('Sign out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
