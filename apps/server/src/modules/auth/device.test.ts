import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.js';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android (mobile)',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox on Windows',
    ],
    ['SomeApp/1.0 (iPhone; iOS 17.5; Scale/3.00)', 'iOS (mobile)'],
  ])('names %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('says nothing when there is nothing to recognise', () => {
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice('???')).toBeNull();
    expect(describeDevice('curl/8.5.0')).toBeNull();
  });
});
