import { UAParser } from 'ua-parser-js';

/** "Chrome on Android (mobile)": what a player needs to recognise a session in the list. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const parts = [browser.name, os.name ? `on ${os.name}` : undefined].filter(Boolean);
  if (parts.length === 0) return null;
  const kind = device.type ? ` (${device.type})` : '';
  return `${parts.join(' ')}${kind}`;
}
