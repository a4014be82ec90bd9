import { describe, expect, it } from 'vitest';
import { authorizedChannel } from './channel-access.js';

describe('authorizedChannel', () => {
  it("allows the player's own channels, by bare or Echo private name", () => {
    expect(authorizedChannel(7, 'appalert.7')).toBe('appalert.7');
    expect(authorizedChannel(7, 'users.7')).toBe('users.7');
    expect(authorizedChannel(7, 'private-appalert.7')).toBe('appalert.7');
    expect(authorizedChannel(7, 'private-users.7')).toBe('users.7');
  });

  it("refuses another player's channels", () => {
    expect(authorizedChannel(7, 'appalert.8')).toBeNull();
    expect(authorizedChannel(7, 'private-users.8')).toBeNull();
    expect(authorizedChannel(7, 'appalert.70')).toBeNull();
  });

  it('refuses look-alike, unknown and internal names', () => {
    for (const name of [
      '',
      'appalert.',
      'appalert.07',
      'appalert.7.x',
      ' appalert.7',
      'APPALERT.7',
      'private-private-appalert.7',
      'presence-appalert.7',
      'session.1',
      'crash',
      'users.*',
    ]) {
      expect(authorizedChannel(7, name), name).toBeNull();
    }
  });
});
