import { describe, expect, it } from 'vitest';
import { ConfigError, parseCommand } from './config.js';

describe('the command line', () => {
  it('reads serve options, an option winning over its variable', () => {
    const command = parseCommand(['serve', '--port', '0', '--code', 'sandbox'], {
      SANDBOX_PORT: '4999',
      SANDBOX_SECRET: 'from-env',
      SANDBOX_CASINO: 'http://127.0.0.1:8000',
    });
    expect(command).toMatchObject({
      command: 'serve',
      config: {
        port: 0,
        host: '127.0.0.1',
        casino: 'http://127.0.0.1:8000',
        keys: { signing: 'hmac-sha256', secret: 'from-env' },
      },
    });
  });

  it('needs everything script mode plays with, and names what is missing', () => {
    const base = ['script', '--casino', 'http://127.0.0.1:8000', '--code', 'sandbox'];
    expect(() =>
      parseCommand([...base, '--secret', 's', '--user', '1', '--game', 'g'], {}),
    ).toThrow(/--token/);
    const command = parseCommand(
      [...base, '--secret', 's', '--token', 't', '--user', '1', '--game', 'g'],
      {},
    );
    expect(command).toMatchObject({ command: 'script', config: { amount: 100, token: 't' } });
  });

  it('refuses an unknown command, an unknown option, a bad code and a missing key', () => {
    expect(() => parseCommand(['play'], {})).toThrow(ConfigError);
    expect(() =>
      parseCommand(['serve', '--code', 'sandbox', '--secret', 's', '--nope'], {}),
    ).toThrow(ConfigError);
    expect(() => parseCommand(['serve', '--code', 'Sand Box', '--secret', 's'], {})).toThrow(
      /--code/,
    );
    expect(() => parseCommand(['serve', '--code', 'sandbox'], {})).toThrow(/--secret/);
    expect(() =>
      parseCommand(['serve', '--code', 'sandbox', '--signing', 'rsa-sha256'], {}),
    ).toThrow(/--private-key-file/);
    expect(() =>
      parseCommand(['serve', '--code', 'sandbox', '--secret', 's', '--token', 't'], {}),
    ).toThrow(/--token is not an option of serve/);
  });
});
