import type { Db } from '../db/connection.js';
import { seedDemoCatalogue } from './catalogue/seed-catalogue.js';
import { seedDemoContent } from './content/seed-content.js';
import { seedDemoAccounts } from './demo/accounts.js';
import { seedDemoBonuses } from './demo/bonuses.js';
import { seedDemoChat } from './demo/chat.js';
import { seedDemoCrashChains } from './demo/crash.js';
import { seedSiteSettings } from './demo/site-settings.js';

/**
 * The demo data of the embedded setup (texts and lists in `seed/data/`, written through the
 * modules' repos). Every step is idempotent (insert if missing, never overwrite what an operator
 * changed), so it runs at every start. The demo player's deposit is `seedDemoWallet`, which needs
 * the payment configuration.
 */
export async function seedDemo(db: Db): Promise<void> {
  await seedSiteSettings(db);
  await seedDemoAccounts(db);
  await seedDemoContent(db);
  await seedDemoCatalogue(db);
  await seedDemoBonuses(db);
  await seedDemoChat(db);
  await seedDemoCrashChains(db);
}
