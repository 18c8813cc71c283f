// Run by `npm run build` after the browser build: a gzip and a Brotli copy of every text asset, made once at
// their best settings, so the server (serveStatic with `precompressed`) sends them without compressing per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist/web');
const compressible = /\.(js|css|svg|json|txt|map)$/;
let saved = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  saved += bytes.length - brotli.length;
}
console.log(`compressed the web assets (Brotli saves ${(saved / 1024).toFixed(0)} KB)`);
