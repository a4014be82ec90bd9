import { pino } from 'pino';
import { buildApp } from './app.js';
import { openDatabase } from './db/connection.js';
import { runMigrations } from './db/migrate.js';
import { ensureAdmin } from './modules/account/admin-bootstrap.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { seedDemoWallet } from './seed/demo/wallet.js';
import { seedDemo } from './seed/seed-demo.js';

/**
 * Reads the configuration, opens (or starts) the database, migrates, seeds, builds the app and
 * listens. On SIGTERM or SIGINT it stops accepting connections, lets requests in flight finish,
 * then closes the pool and stops the embedded database.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config, logger);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    try {
      await app?.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await runMigrations(database.pool);
    if (config.seedDemo) {
      await seedDemo(database.db);
      await seedDemoWallet(database, config.payments, logger);
    }
    if (config.admin) await ensureAdmin(database.db, config.admin);
    app = await buildApp({ config, database, logger });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.fatal({ err: error }, 'start failed');
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: database.mode }, 'listening');
  console.warn(`\n  ${config.siteName} is running at http://localhost:${port}\n`);
}

await main();
