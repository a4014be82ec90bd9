import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The file the server reads to announce a page's code in its HTML (apps/server web-app.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The shape of ROUTE_PRELOADS_FILE: per page (a path without locale prefix; `*` stands for one
 * segment) and per locale, the scripts that page needs beyond the entry's, as URLs.
 */
export interface RoutePreloads {
  routes: Record<string, string[]>;
  locales: Record<string, string[]>;
}

interface RoutePreloadsOptions {
  /** Per page pattern, the modules its route loads lazily (paths from the app's root). */
  routes: Record<string, string[]>;
  /** The locale of a module of translations every page loads in that locale, if it is one. */
  localeModules: (moduleId: string) => string | undefined;
}

/**
 * Writes ROUTE_PRELOADS_FILE: for the pages where first paint matters most (the lobby, the home
 * page, a game), the chunks their route loads lazily and everything those import, less what the
 * entry already brings. The server names them in the page's HTML as module preloads, so the
 * browser fetches a page's code together with the app's instead of after it (issue 12).
 */
export function routePreloads({ routes, localeModules }: RoutePreloadsOptions): Plugin {
  let root = '';
  return {
    name: 'satsino-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk): Set<string> => {
        const seen = new Set<string>();
        const stack = [start.fileName];
        while (stack.length > 0) {
          const fileName = stack.pop() as string;
          if (seen.has(fileName)) continue;
          seen.add(fileName);
          stack.push(...(byFile.get(fileName)?.imports ?? []));
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry === undefined) throw new Error('route preloads: the build has no entry chunk');
      const initial = closure(entry);
      const chunkOf = (moduleId: string): OutputChunk => {
        // A dynamically imported module starts a chunk of its own, unless a splitting group of
        // vite.config.ts took it into a shared one.
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === moduleId) ??
          chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
        if (chunk === undefined) {
          throw new Error(`route preloads: no chunk starts at ${path.relative(root, moduleId)}`);
        }
        return chunk;
      };
      const scriptsOf = (starts: OutputChunk[]): string[] => {
        const files = new Set<string>();
        for (const start of starts) {
          for (const fileName of closure(start)) {
            if (!initial.has(fileName)) files.add(fileName);
          }
        }
        return [...files].map((fileName) => `/${fileName}`);
      };

      const preloads: RoutePreloads = { routes: {}, locales: {} };
      for (const [pattern, modules] of Object.entries(routes)) {
        preloads.routes[pattern] = scriptsOf(
          modules.map((module) => chunkOf(path.resolve(root, module))),
        );
      }
      for (const chunk of chunks) {
        const locale = chunk.facadeModuleId ? localeModules(chunk.facadeModuleId) : undefined;
        if (locale !== undefined) {
          preloads.locales[locale] = [...(preloads.locales[locale] ?? []), ...scriptsOf([chunk])];
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/** The file the server reads for the texts it writes into the loading screen (web-app.ts). */
export const SHELL_TEXTS_FILE = 'shell-texts.json';

interface ShellTextsOptions {
  /** The folder of the main namespace's translations, one `<locale>.json` each. */
  localesDir: string;
  /** Per name the server knows a text by, its key in the translations (`auth.notAuthenticated.title`). */
  keys: Record<string, string>;
}

/**
 * Writes SHELL_TEXTS_FILE: per locale, the few translated texts the server draws in the loading
 * screen (the lobby's prompt to guests, its largest paint on a phone), taken from the app's own
 * translations, so that the screen says word for word what the page will (issue 12).
 */
export function shellTexts({ localesDir, keys }: ShellTextsOptions): Plugin {
  let root = '';
  return {
    name: 'satsino-shell-texts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const directory = path.resolve(root, localesDir);
      const files = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort();
      const texts: Record<string, Record<string, string>> = {};
      for (const file of files) {
        const translations: unknown = JSON.parse(
          await readFile(path.join(directory, file), 'utf8'),
        );
        const locale = path.basename(file, '.json');
        texts[locale] = Object.fromEntries(
          Object.entries(keys).map(([name, key]) => {
            const text = key
              .split('.')
              .reduce<unknown>(
                (node, part) => (node as Record<string, unknown> | undefined)?.[part],
                translations,
              );
            if (typeof text !== 'string') {
              throw new Error(`shell texts: ${file} has no text at ${key}`);
            }
            return [name, text];
          }),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: SHELL_TEXTS_FILE,
        source: `${JSON.stringify(texts, null, 2)}\n`,
      });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each compressible asset of
 * the build. The server sends them as they are (@fastify/static's `preCompressed`): smaller than
 * what it could afford to compress per request, and no CPU spent on it at run time (issue 12).
 */
export function precompressAssets(assetsDir: string): Plugin {
  let outDir = '';
  return {
    name: 'satsino-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const directory = path.join(outDir, assetsDir);
      const names = (await readdir(directory)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(directory, name);
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Puts the entry's style sheet (src/fonts.css: the @font-face rules of the self-hosted fonts) into
 * index.html instead of linking it: a linked sheet holds back the first paint for a round trip
 * (issue 12). The CSP allows inline styles (emotion needs them anyway).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'satsino-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            // The disabled link is never fetched, but Vite's loader of lazy chunks, which lists
            // the entry's sheet among their dependencies, finds it and neither adds the sheet
            // again nor waits for it.
            return `<style>${String(asset.source)}</style>\n    <link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * Announces font files in index.html (`<link rel="preload" as="font">`) by the name they had
 * before the build hashed them (`inter-latin-400-normal.woff2`): a font is otherwise asked for
 * only once a paint needs it, after the styles are parsed and the page laid out. Every page's
 * text is in Inter, and the sooner it is there, the less text is drawn again when it arrives
 * (issue 12).
 */
export function preloadFonts(fileNames: string[]): Plugin {
  return {
    name: 'satsino-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return [];
        return fileNames.map((fileName) => {
          const asset = Object.values(bundle).find(
            (item) =>
              item.type === 'asset' &&
              item.originalFileNames.some((original) => original.endsWith(`/${fileName}`)),
          );
          if (asset === undefined) throw new Error(`preload fonts: the build has no ${fileName}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${asset.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head-prepend' as const,
          };
        });
      },
    },
  };
}
