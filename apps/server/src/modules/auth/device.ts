import { UAParser } from 'ua-parser-js';

/** "Chrome on Android (mobile)": what a player needs to recognise a session in the list. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const name =
    browser.name && os.name ? `${browser.name} on ${os.name}` : (browser.name ?? os.name);
  if (!name) return null;
  return device.type ? `${name} (${device.type})` : name;
}
