import { ActionIcon, Anchor, Avatar, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { MoreAvatar, OwnerAvatar } from '../../../ui/owner-avatar';
import { splitOwners } from './list-state';
import type { Certification, ListOwner } from './list-types';

const ownerName = (owner: ListOwner): string => [owner.first_name, owner.last_name].filter(Boolean).join(' ').trim();

const initials = (owner: ListOwner): string =>
  `${owner.first_name?.charAt(0) ?? ''}${owner.last_name?.charAt(0) ?? ''}`.toUpperCase() || '?';

export interface OwnerAvatarsProps {
  owners: readonly ListOwner[];
}

/** Up to four owner avatars (name on hover), then "+N". */
export function OwnerAvatars({ owners }: OwnerAvatarsProps): ReactNode {
  const t = useT();
  const { shown, more } = splitOwners(owners);
  if (owners.length === 0) return null;
  return (
    <Avatar.Group spacing="xs" data-testid="owner-avatars">
      {shown.map((owner) => (
        <Tooltip key={owner.id} label={ownerName(owner)} withArrow>
          <OwnerAvatar name={ownerName(owner)} aria-label={ownerName(owner)}>
            {initials(owner)}
          </OwnerAvatar>
        </Tooltip>
      ))}
      {more > 0 && (
        <Tooltip label={owners.slice(shown.length).map(ownerName).join(', ')} withArrow>
          <MoreAvatar aria-label={t('%s more owners', more)}>{`+${more}`}</MoreAvatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
}

export interface CertifiedBadgeProps {
  certification: Certification;
}

/** A "Certified" badge; the tooltip names who certified it and why. */
export function CertifiedBadge({ certification }: CertifiedBadgeProps): ReactNode {
  const t = useT();
  const label = (
    <div>
      <Text size="xs">{t('Certified by %s', certification.certifiedBy)}</Text>
      {certification.details !== null && certification.details !== '' && <Text size="xs">{certification.details}</Text>}
    </div>
  );
  return (
    <Tooltip label={label} withArrow>
      <Badge size="xs" color="teal" variant="light" data-testid="certified-badge">
        {t('Certified')}
      </Badge>
    </Tooltip>
  );
}

export interface FavoriteStarProps {
  active: boolean;
  name: string;
  onToggle: () => void;
  /** Never shrink (in a card whose title is long). */
  keepVisible?: boolean;
}

export function FavoriteStar({ active, name, onToggle, keepVisible = false }: FavoriteStarProps): ReactNode {
  const t = useT();
  return (
    <ActionIcon
      variant="subtle"
      color={active ? 'yellow' : 'gray'}
      size="sm"
      onClick={onToggle}
      aria-pressed={active}
      aria-label={active ? t('Remove %s from favorites', name) : t('Add %s to favorites', name)}
      data-testid="favorite-star"
      style={keepVisible ? { flexShrink: 0 } : undefined}
    >
      <span aria-hidden>{active ? '\u2605' : '\u2606'}</span>
    </ActionIcon>
  );
}

/** Widest a name may grow in a table cell before it is cut with an ellipsis. */
const NAME_MAX_WIDTH = 'min(28rem, 40vw)';

export interface TruncatedNameProps {
  name: string;
}

/**
 * A plain name cut to one line (names of 250 characters without spaces would push the other
 * columns off screen); the tooltip shows it whole, as Superset's list titles do.
 */
export function TruncatedName({ name }: TruncatedNameProps): ReactNode {
  return (
    <Tooltip label={name} openDelay={300} multiline maw={480} style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm" fw={500} truncate="end" maw={NAME_MAX_WIDTH} data-testid="truncated-name">
        {name}
      </Text>
    </Tooltip>
  );
}

export interface ItemTitleProps {
  name: string;
  url: string;
  certification?: Certification | null;
}

/** The row's name as a link (in-app paths through the router), cut to one line, with its certification. */
export function ItemTitle({ name, url, certification }: ItemTitleProps): ReactNode {
  const external = /^https?:\/\//.test(url);
  const common = { size: 'sm', fw: 500, truncate: 'end', maw: NAME_MAX_WIDTH, miw: 0, display: 'block' } as const;
  return (
    <Group gap={6} wrap="nowrap" miw={0} data-testid="item-title">
      <Tooltip label={name} openDelay={300} multiline maw={480} style={{ overflowWrap: 'anywhere' }}>
        {external ? (
          <Anchor href={url} {...common}>
            {name}
          </Anchor>
        ) : (
          <Anchor component={Link} to={url} {...common}>
            {name}
          </Anchor>
        )}
      </Tooltip>
      {certification !== null && certification !== undefined && <CertifiedBadge certification={certification} />}
    </Group>
  );
}
