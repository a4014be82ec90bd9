#!/usr/bin/env node
// The `satsino-fairness` command (README "Command line"): runs the built command line, prints
// its answer and exits with its code. dist/ comes from `npm run build` (or the published tarball).
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli.js')) {
    console.error('satsino-fairness is not built yet: run `npm run build` in the repository.');
    process.exit(1);
  }
  throw error;
}

const result = cli.runCli(process.argv.slice(2));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
