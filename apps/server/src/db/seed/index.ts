import type { Db } from '../connection.js';
import { seedDemoContent } from './content-seed.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoBonuses } from './demo-bonuses.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoCrashChains } from './demo-crash.js';
import { seedSiteSettings } from './site-settings.js';

/**
 * The demo data of the embedded setup. Every step is idempotent (insert if missing, never
 * overwrite what an operator changed), so it runs at every start. Later domains add their steps.
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
