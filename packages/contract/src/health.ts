import { z } from 'zod';

/** Answer of `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    version: z.string(),
  })
  .meta({ id: 'HealthResponse' });

export type HealthResponse = z.infer<typeof healthResponse>;
