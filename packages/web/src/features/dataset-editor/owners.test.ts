import { decodeRison } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  avatarGroup,
  mergeOwnerOptions,
  ownerIdsFromValues,
  ownerInitials,
  ownerName,
  ownerOptions,
  relatedOwnerOptions,
  relatedOwnersPath,
} from './owners';

const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace' };

describe('owners mapping', () => {
  it('names and initials a user, falling back to the username', () => {
    expect(ownerName(ada)).toBe('Ada Lovelace');
    expect(ownerInitials(ada)).toBe('AL');
    expect(ownerName({ id: 2, first_name: '', last_name: '', username: 'bob' })).toBe('bob');
    expect(ownerName({ id: 2, first_name: '', last_name: '' })).toBe('#2');
    expect(ownerInitials({ id: 2, first_name: '', last_name: '', username: 'bob' })).toBe('BO');
  });

  it('maps dataset owners and related users to options, deduplicated', () => {
    const own = ownerOptions([ada]);
    const related = relatedOwnerOptions([
      { value: 1, text: 'A. Lovelace' },
      { value: 5, text: 'Grace Hopper' },
    ]);
    expect(mergeOwnerOptions(own, related)).toEqual([
      { value: '1', label: 'Ada Lovelace' },
      { value: '5', label: 'Grace Hopper' },
    ]);
  });

  it('turns selected values into unique positive ids', () => {
    expect(ownerIdsFromValues(['3', '3', 'x', '0', '12'])).toEqual([3, 12]);
  });

  it('shows at most 4 avatars and counts the rest', () => {
    expect(avatarGroup([1, 2, 3])).toEqual({ shown: [1, 2, 3], hidden: 0 });
    expect(avatarGroup([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], hidden: 2 });
  });

  it('asks for related owners with the current ones included', () => {
    const path = relatedOwnersPath(' gr ', [1, 2]);
    const q = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
    expect(decodeRison(q)).toEqual({ filter: 'gr', page: 0, page_size: 50, include_ids: [1, 2] });
  });
});
