// Builds the published package (README "Build and publish"): dist/index.js, the library;
// dist/cli.js, the command line behind bin/satsino-fairness.js; dist/types/, the declarations.
// The monorepo itself does not use dist/: the server and the web app import the TypeScript
// sources (package.json "./*"). This file checks what it builds before it ends.
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const types = path.join(dist, 'types');
/** Our contract package is not published: its types are written out, its constants bundled. */
const CONTRACT = '@satsino/contract/';

await rm(dist, { recursive: true, force: true });
await bundle();
await writeDeclarations();
requireStandaloneDeclarations();
requireWorkingCommand();

/** Both entries as ESM for Node ≥ 20; @noble/hashes stays a dependency, not a copy. */
async function bundle() {
  await build({
    entryPoints: { index: path.join(src, 'index.ts'), cli: path.join(src, 'cli.ts') },
    outdir: dist,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: ['@noble/hashes', '@noble/hashes/*'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'no-zod-at-run-time',
        setup(pluginBuild) {
          // The engines take types from the contract, and at most a constant from a module of it
          // that does not load zod: zod (a schema library) has nothing to do in a verifier, and
          // our other packages are not published.
          const contractImports = [];
          pluginBuild.onResolve({ filter: /^(zod|@satsino\/)/ }, (args) => {
            if (args.path.startsWith(CONTRACT)) {
              if (args.importer.startsWith(src)) {
                contractImports.push(`${path.relative(root, args.importer)} (${args.path})`);
              }
              return undefined;
            }
            if (!/^(zod(\/|$)|@satsino\/)/.test(args.path)) return undefined;
            const through = contractImports.length > 0 ? `, reached from ${contractImports}` : '';
            return {
              errors: [
                { text: `${args.path} is needed at run time by ${args.importer}${through}` },
              ],
            };
          });
        },
      },
    ],
  });
}

/**
 * Declarations of the library, with the contract's types written out in full in
 * dist/types/contract.d.ts (they are zod-inferred there: a consumer has neither zod nor the
 * contract), so the published types stand on their own.
 */
async function writeDeclarations() {
  const { options } = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram([path.join(src, 'index.ts')], {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir: types,
    rootDir: src,
  });
  requireNoDiagnostics(ts.getPreEmitDiagnostics(program));

  const files = new Map();
  const emitted = program.emit(undefined, (fileName, text) => files.set(fileName, text));
  requireNoDiagnostics(emitted.diagnostics);

  const contractTypes = new Map();
  const inContract = /(["'])@satsino\/contract\/([\w-]+)\1/g;
  const inlineImport = /import\((["'])@satsino\/contract\/([\w-]+)\1\)\.(\w+)/g;
  const contractFile = path.join(types, 'contract.d.ts');
  const addContractName = (name, module) => {
    if (contractTypes.has(name) && contractTypes.get(name) !== module) {
      throw new Error(`${name} comes from two contract modules`);
    }
    contractTypes.set(name, module);
  };
  for (const [fileName, text] of files) {
    for (const [, , module, name] of text.matchAll(inlineImport)) addContractName(name, module);
    const relative = path.relative(path.dirname(fileName), contractFile).replace(/\.d\.ts$/, '.js');
    const specifier = relative.startsWith('.') ? relative : `./${relative}`;
    files.set(fileName, text.replace(inContract, `'${specifier}'`));
  }
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(src)) continue;
    for (const [name, module] of contractImportsOf(source)) addContractName(name, module);
  }
  files.set(contractFile, contractDeclarations(program, contractTypes));

  for (const [fileName, text] of files) {
    if (text.includes(CONTRACT) || /\bzod\b/.test(text)) {
      throw new Error(`${fileName} still refers to the contract or zod`);
    }
    await mkdir(path.dirname(fileName), { recursive: true });
    await writeFile(fileName, text);
  }
}

/** The names a source file imports or re-exports from the contract, with their module. */
function contractImportsOf(source) {
  const found = new Map();
  for (const statement of source.statements) {
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(CONTRACT)) {
      continue;
    }
    const module = specifier.text.slice(CONTRACT.length);
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : statement.exportClause;
    if (!bindings || !('elements' in bindings)) {
      throw new Error(`${source.fileName}: import names from ${specifier.text} one by one`);
    }
    for (const element of bindings.elements) {
      found.set((element.propertyName ?? element.name).text, module);
    }
  }
  return found;
}

function contractDeclarations(program, contractTypes) {
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter();
  const scratch = ts.createSourceFile('contract.d.ts', '', ts.ScriptTarget.Latest);
  const flags =
    ts.NodeBuilderFlags.NoTruncation |
    ts.NodeBuilderFlags.InTypeAlias |
    ts.NodeBuilderFlags.MultilineObjectLiterals;
  const lines = [
    '// The types this package shares with the Satsino contract, written out in full by',
    '// build.mjs so that a consumer needs neither that package nor its schema library.',
  ];
  for (const [name, module] of [...contractTypes].sort()) {
    const specifier = `${CONTRACT}${module}`;
    const { resolvedModule } = ts.resolveModuleName(
      specifier,
      path.join(src, 'index.ts'),
      program.getCompilerOptions(),
      ts.sys,
    );
    const fileName = resolvedModule?.resolvedFileName ?? specifier;
    const source = program.getSourceFile(fileName);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const symbol =
      moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!symbol) throw new Error(`${name} is not exported by ${fileName}`);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const write = (type) => {
      const node = checker.typeToTypeNode(type, undefined, flags);
      if (!node) throw new Error(`cannot write out the type of ${name}`);
      return node;
    };
    const exported = [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)];
    if (target.flags & ts.SymbolFlags.Type) {
      const type = write(checker.getDeclaredTypeOfSymbol(target));
      const alias = ts.factory.createTypeAliasDeclaration(exported, name, undefined, type);
      lines.push(printer.printNode(ts.EmitHint.Unspecified, alias, scratch));
    }
    if (target.flags & ts.SymbolFlags.Value) {
      // A constant (a declaration may say `typeof WHEEL_STOPS`): its type, declared.
      const declaration = ts.factory.createVariableStatement(
        [...exported, ts.factory.createModifier(ts.SyntaxKind.DeclareKeyword)],
        ts.factory.createVariableDeclarationList(
          [
            ts.factory.createVariableDeclaration(
              name,
              undefined,
              write(checker.getTypeOfSymbol(target)),
            ),
          ],
          ts.NodeFlags.Const,
        ),
      );
      lines.push(printer.printNode(ts.EmitHint.Unspecified, declaration, scratch));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The declarations type-check with nothing but themselves and @noble/hashes. */
function requireStandaloneDeclarations() {
  const program = ts.createProgram([path.join(types, 'index.d.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  });
  requireNoDiagnostics(ts.getPreEmitDiagnostics(program));
}

/** The command as a user runs it, on a published vector (KyranRana's, see src/vectors). */
function requireWorkingCommand() {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'bin', 'satsino-fairness.js'),
      'verify',
      '--game',
      'limbo',
      '--server-seed',
      '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
      '--client-seed',
      'bb62964774',
      '--nonce',
      '1',
      '--target',
      '2',
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0 || !/^Result {8}1\.28×$/m.test(run.stdout)) {
    throw new Error(`the built command does not work:\n${run.stdout}${run.stderr}`);
  }
}

function requireNoDiagnostics(diagnostics) {
  if (diagnostics.length === 0) return;
  const host = {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  throw new Error(ts.formatDiagnostics(diagnostics, host));
}
