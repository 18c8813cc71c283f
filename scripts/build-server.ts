// Bundles the server into one file for `npm start` (#31: serving within a second of start). Running the sources
// through tsx costs about a second at every start: each of several hundred modules is resolved and transformed
// through a loader thread. The bundle is plain JavaScript that Node loads at once. The pure-JavaScript packages are
// bundled too: resolving and reading each of their several hundred files from node_modules cost about 15% of the
// start's CPU time (npm run bench:start). Packages with native code, data files found next to their own modules, or
// that are loaded only on first use stay in node_modules (`inNodeModules` below).
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');

// Sources find their data files (migrations, ports, the web build) next to themselves through import.meta.dirname
// and import.meta.url. In one bundle those would all point at dist/server, so each module's own folder is written
// in, relative to the bundle, as the bundle's location joined with the way back to the source folder.
const keepModuleLocation: Plugin = {
  name: 'keep-module-location',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.')) {
        const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
        const dir = `__flPath.join(import.meta.dirname, ${JSON.stringify(fromBundle)})`;
        const file = `__flUrl.pathToFileURL(__flPath.join(import.meta.dirname, ${JSON.stringify(path.relative(outdir, args.path).split(path.sep).join('/'))})).href`;
        contents = contents.replaceAll('import.meta.dirname', dir).replaceAll('import.meta.url', file);
        contents = `import * as __flPath from 'node:path';\nimport * as __flUrl from 'node:url';\n${contents}`;
      }
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Imported from node_modules at run time: native code (sharp, pg's optional pg-native), files read beside their own
 * modules (PGlite's WebAssembly and data, pdfkit's fonts), pino's worker-thread transports, and what is imported only
 * on first use anyway (mail, the SMTP server, Stripe, the S3 client). The build tools never reach the server's imports.
 */
const inNodeModules = [
  '@electric-sql/pglite',
  'sharp',
  'pdfkit',
  'pino',
  'pg',
  'pg-native',
  'mailparser',
  'nodemailer',
  'smtp-server',
  'stripe',
  '@aws-sdk/*',
  'tsx',
  'esbuild',
  'vite',
];

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server', 'index.ts')],
  outdir,
  outExtension: { '.js': '.mjs' },
  // What the server imports only when it needs it (the S3 client, the demo seed, the SMTP server) stays out of the
  // start: each such import() becomes a file of its own, loaded then.
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: inNodeModules,
  // Bundled CommonJS packages call require() for Node's own modules; an ES module has none of its own.
  banner: { js: "import { createRequire as __flCreateRequire } from 'node:module'; const require = __flCreateRequire(import.meta.url);" },
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [keepModuleLocation],
});
