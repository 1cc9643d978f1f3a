import { Avatar, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { MoreAvatar, OwnerAvatar } from '../../ui/owner-avatar';
import { avatarGroup, MAX_AVATARS, ownerInitials, ownerName, type OwnerLike } from './owners';

export interface OwnersAvatarGroupProps {
  owners: readonly OwnerLike[];
  /** At most this many avatars, then one "+N" for the rest. */
  max?: number;
}

/** Owners as overlapping avatars with their names in tooltips. */
export function OwnersAvatarGroup({ owners, max = MAX_AVATARS }: OwnersAvatarGroupProps): ReactNode {
  const t = useT();
  const { shown, hidden } = avatarGroup(owners, max);
  const rest = owners.slice(shown.length).map(ownerName).join(', ');
  return (
    <Tooltip.Group openDelay={200} closeDelay={50}>
      <Avatar.Group spacing="xs" data-testid="owners-avatars">
        {shown.map((owner) => (
          <Tooltip key={owner.id} label={ownerName(owner)} withArrow>
            <OwnerAvatar name={ownerName(owner)} role="img" aria-label={ownerName(owner)}>
              {ownerInitials(owner)}
            </OwnerAvatar>
          </Tooltip>
        ))}
        {hidden > 0 && (
          <Tooltip label={rest} withArrow>
            <MoreAvatar role="img" aria-label={rest}>
              {t('+%s', hidden)}
            </MoreAvatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
