import { ROLES } from '@satsino/contract/auth';
import { describe, expect, it } from 'vitest';
import { canActOnMoney, isOperatorRole } from './operator-role';

describe('isOperatorRole', () => {
  it('lets admins and support staff in, and no one else', () => {
    expect(ROLES.filter(isOperatorRole).sort()).toEqual(['admin', 'support']);
    expect(isOperatorRole('player')).toBe(false);
  });
});

describe('canActOnMoney', () => {
  it('leaves money to admins: support agents and players may not', () => {
    expect(ROLES.filter(canActOnMoney)).toEqual(['admin']);
  });
});
