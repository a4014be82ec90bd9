import { CRASH_ADMIN_MESSAGES, CRASH_CHAIN_MAX_LENGTH } from '@satsino/contract/crash-admin';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import {
  crashAdminMessageName,
  EMPTY_PUBLISH_CHAIN,
  publishChainBody,
  saltProblem,
} from './crash-chain-values';

describe('the publish form', () => {
  it('sends what was typed, leaving blank optional fields out', () => {
    expect(
      publishChainBody({
        ...EMPTY_PUBLISH_CHAIN,
        table: 'crashbull',
        promised_block_height: '920000',
      }),
    ).toEqual({ ok: true, body: { table: 'crashbull', promised_block_height: 920_000 } });
    const parsed = publishChainBody({
      table: 'crash',
      promised_block_height: ' 920001 ',
      length: '5000',
      publish_at: '2030-01-02T03:04',
    });
    expect(parsed.ok && parsed.body).toMatchObject({
      length: 5000,
      promised_block_height: 920_001,
    });
    expect(parsed.ok && parsed.body.publish_at).toBe(new Date('2030-01-02T03:04').toISOString());
  });

  it('names each wrong field with the contract’s message', () => {
    expect(publishChainBody(EMPTY_PUBLISH_CHAIN)).toEqual({
      ok: false,
      problems: { promised_block_height: 'blockHeightInvalid' },
    });
    expect(
      publishChainBody({
        table: 'dice',
        promised_block_height: '1.5',
        length: String(CRASH_CHAIN_MAX_LENGTH + 1),
        publish_at: 'soon',
      }),
    ).toEqual({
      ok: false,
      problems: {
        table: 'tableInvalid',
        promised_block_height: 'blockHeightInvalid',
        length: 'lengthInvalid',
        publish_at: 'publishAtInvalid',
      },
    });
  });
});

describe('the salt field', () => {
  it('takes a block hash as an explorer shows it, and says what is wrong otherwise', () => {
    const hash = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';
    expect(saltProblem(hash)).toBeUndefined();
    expect(saltProblem(` ${hash.toUpperCase()} `)).toBeUndefined();
    expect(saltProblem('abc')).toBe('saltInvalid');
    expect(saltProblem('ab'.repeat(32))).toBe('saltNotBlockHash');
  });

  it('knows the server’s messages by their text only', () => {
    expect(crashAdminMessageName('This chain already has its salt; a salt is entered once.')).toBe(
      'saltAlreadySet',
    );
    expect(crashAdminMessageName('something else')).toBeUndefined();
  });
});

describe('the operator texts', () => {
  it('hold every contract message of the seeding event, word for word in English', () => {
    expect(en.crashChains.messages).toEqual(CRASH_ADMIN_MESSAGES);
  });
});
