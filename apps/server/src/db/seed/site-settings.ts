import { siteSettings } from '../../modules/site/site.schema.js';
import type { Db } from '../connection.js';

export async function seedSiteSettings(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values([{ key: 'maintenance_mode', value: false }])
    .onConflictDoNothing({ target: siteSettings.key });
}
