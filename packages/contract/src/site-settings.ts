import { z } from 'zod';

/** The `site_settings` key of the operator's maintenance switch (a JSON boolean). */
export const MAINTENANCE_SETTING_KEY = 'maintenance_mode';

/** What every blocked API call answers while maintenance is on (503). */
export const MAINTENANCE_MESSAGE = 'The site is under maintenance. Please try again later.';

/** Sent as `Retry-After` with the 503: a maintenance window is minutes, not seconds. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * How long one process trusts the switch it last read. Other processes see an operator's change
 * within this time; the process that made the change sees it at once.
 */
export const MAINTENANCE_CACHE_MS = 2_000;

/** The web page every route is sent to while maintenance is on (SPEC §2). */
export const MAINTENANCE_PAGE_PATH = '/maintenancePage';

/** `GET /api/site`: what the web needs before it draws anything. */
export const siteInfoResponse = z
  .object({
    site_name: z.string(),
    /** Where players can write to support (SUPPORT_EMAIL). */
    support_email: z.string(),
    maintenance: z.boolean().meta({
      description: 'When true the web sends every route to /maintenancePage',
    }),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfoResponse>;

/** `PUT /api/admin/maintenance`. */
export const maintenanceUpdateRequest = z
  .object({ enabled: z.boolean({ error: 'Choose true or false.' }) })
  .meta({ id: 'MaintenanceUpdateRequest' });
export type MaintenanceUpdateRequest = z.infer<typeof maintenanceUpdateRequest>;

export const maintenanceStateResponse = z
  .object({
    enabled: z.boolean().meta({ description: "The operator's stored switch" }),
    forced: z.boolean().meta({
      description: 'MAINTENANCE=true at start: on whatever the switch says, until a restart',
    }),
    active: z.boolean().meta({ description: 'Whether the API is answering 503 now' }),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MaintenanceState' });
export type MaintenanceState = z.infer<typeof maintenanceStateResponse>;
