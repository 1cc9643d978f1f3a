import { describe, expect, it } from 'vitest';
import { changedAudit, createdAudit } from './audit.js';

describe('audit columns', () => {
  it('stamps a new row as created and changed at once by the same user', () => {
    expect(createdAudit(4, '2024-01-02T03:04:05.000Z')).toEqual({
      created_on: '2024-01-02T03:04:05.000Z',
      changed_on: '2024-01-02T03:04:05.000Z',
      created_by_fk: 4,
      changed_by_fk: 4,
    });
  });

  it('stamps an update with the changer only', () => {
    expect(changedAudit(null, '2024-01-02T03:04:05.000Z')).toEqual({
      changed_on: '2024-01-02T03:04:05.000Z',
      changed_by_fk: null,
    });
  });

  it('uses the current time when none is given', () => {
    const before = Date.now();
    const { created_on, changed_on } = createdAudit(1);
    expect(created_on).toBe(changed_on);
    expect(Date.parse(created_on)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(changedAudit(1).changed_on)).toBeGreaterThanOrEqual(before);
  });
});
