// Bundles the sandbox into dist/main.js, as the server's build does: our workspace packages
// (TypeScript sources) are bundled in; every other package stays an ordinary import resolved
// from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-except-workspace',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@satsino/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
