import type { Db } from '../../db/connection.js';
import { insertSettingIfMissing } from '../../modules/site/site.repo.js';

/** The site's switches as a fresh database starts: out of maintenance. */
export async function seedSiteSettings(db: Db): Promise<void> {
  await insertSettingIfMissing(db, 'maintenance_mode', false);
}
