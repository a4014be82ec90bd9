import { ConfigError, parseCommand } from './config.js';
import { runScript } from './script.js';
import { startSandbox } from './start.js';

/*
 * The sandbox's command line: `serve` runs the provider (feed, thumbnails, launch, game page)
 * until SIGINT or SIGTERM; `script` runs the hostile wallet checks once and exits 1 if one
 * failed. See README.md.
 */

async function main(): Promise<number> {
  let command: ReturnType<typeof parseCommand>;
  try {
    command = parseCommand(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }

  if (command.command === 'script') {
    const { config } = command;
    const failures = await runScript({
      casinoUrl: config.casino,
      code: config.code,
      keys: config.keys,
      token: config.token,
      user: config.user,
      game: config.game,
      amountMinor: config.amount,
    });
    return failures === 0 ? 0 : 1;
  }

  const { config } = command;
  const sandbox = await startSandbox({
    keys: config.keys,
    port: config.port,
    host: config.host,
    ...(config['public-url'] ? { publicUrl: config['public-url'] } : {}),
    ...(config.casino ? { casinoUrl: config.casino } : {}),
    logLevel: config['log-level'],
  });
  process.stdout.write(`provider sandbox listening at ${sandbox.url}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await sandbox.close();
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
