import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/client';
import { supersetDetail } from '../../../../test-support/features/dashboard/fixtures';
import {
  confirmationOf,
  conflictOf,
  describeValue,
  saveBodyOf,
  saveErrorMessage,
  savedAddress,
  savedState,
} from './save-flow';

const t = (source: string, ...args: (string | number)[]) =>
  args.reduce<string>((text, arg) => text.replace('%s', String(arg)), source);

describe('save flow rules', () => {
  it('sends the loaded version on a save and none on an explicit overwrite, with the save defaults', () => {
    const request = { mode: 'save' as const, dashboard_title: '', slug: '', positions: { ROOT_ID: {} } };
    expect(saveBodyOf(request, 12.5)).toEqual({
      dashboard_title: '[ untitled dashboard ]',
      slug: null,
      json_metadata: JSON.stringify({ positions: { ROOT_ID: {} } }),
      last_modified_time: 12.5,
    });
    expect(saveBodyOf({ ...request, mode: 'overwrite' }, undefined)).not.toHaveProperty('last_modified_time');
  });

  it('builds the confirmation from who saved, when, and what differs from the loaded dashboard', () => {
    const loaded = supersetDetail({ changed_on: '2026-01-01T00:00:00.000Z' });
    const stored = { ...loaded, changed_on: '2026-01-01T00:01:00.000Z', changed_by_name: 'Bob', css: '.b {}' };
    const confirmation = confirmationOf(stored, loaded);
    expect(confirmation).toMatchObject({ changedBy: 'Bob', storedVersion: Date.parse(stored.changed_on) / 1000 });
    expect(confirmation.items.map((i) => i.keyPath)).toEqual(['css']);
  });

  it('reads the 409 and words the failures as spec 01 §8 does', () => {
    const extra = { changed_by_name: 'Bob', changed_on: null, last_modified_time: 5 };
    const stale = new ApiRequestError(409, 'changed', [{ message: 'changed', error_type: 'CONFLICT', extra }]);
    expect(conflictOf(stale)).toEqual(extra);
    expect(conflictOf(new ApiRequestError(400, 'bad'))).toBeNull();
    expect(saveErrorMessage(new ApiRequestError(403, 'Forbidden'), t)).toBe(
      'You do not have permission to edit this dashboard',
    );
    expect(saveErrorMessage(new ApiRequestError(422, 'slug: Must be unique'), t)).toBe(
      'Sorry, there was an error saving this dashboard: slug: Must be unique',
    );
    expect(saveErrorMessage(new Error('boom'), t)).toBe('Sorry, an unknown error occurred');
  });

  it('replaces the address with the slug or id, keeping the query without edit', () => {
    expect(savedAddress(5, 'sales', '?edit=true&tab=TAB-1')).toBe('/tessera/dashboard/sales/?tab=TAB-1');
    expect(savedAddress(5, null, '?edit=true')).toBe('/tessera/dashboard/5/');
  });

  it('takes the stored fields (with the server defaults) and the new version into the page state', () => {
    const state = savedState(
      { mode: 'save', owners: [{ id: 2, first_name: 'Bo', last_name: '' }] },
      {
        id: 5,
        result: {
          dashboard_title: '[ untitled dashboard ]',
          slug: null,
          json_metadata: '{"color_scheme":"bnbColors"}',
        },
        last_modified_time: 1_700_000_000.25,
      },
    );
    expect(state.info).toMatchObject({
      dashboard_title: '[ untitled dashboard ]',
      slug: null,
      changed_on: new Date(1_700_000_000_250).toISOString(),
      owners: [{ id: 2, first_name: 'Bo', last_name: '' }],
      json_metadata: '{"color_scheme":"bnbColors"}',
    });
    expect(state.metadata?.color_scheme).toBe('bnbColors');
    expect(describeValue(null)).toBe('—');
    expect(describeValue('x'.repeat(200))).toHaveLength(160);
  });
});
