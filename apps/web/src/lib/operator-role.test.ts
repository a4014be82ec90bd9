import { ROLES } from '@satsino/contract/auth';
import { describe, expect, it } from 'vitest';
import { isOperatorRole } from './operator-role';

describe('isOperatorRole', () => {
  it('lets admins and support staff in, and no one else', () => {
    expect(ROLES.filter(isOperatorRole).sort()).toEqual(['admin', 'support']);
    expect(isOperatorRole('player')).toBe(false);
  });
});
