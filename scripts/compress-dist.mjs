// Build-time compression: beside every text asset of a built app (dist/), a brotli (.br,
// quality 11) and a gzip (.gz, level 9) copy, which the server sends by content negotiation
// (@fastify/static's preCompressed). Compressing once at build time lets the slowest, smallest
// settings be used at no cost per request. Files under 1 KB, or that would not shrink, are
// left alone (the headers would cost more than they save).
//   node scripts/compress-dist.mjs <dist folder>...
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const dir of process.argv.slice(2)) {
  for await (const file of files(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    raw += body.length;
    brotli += br.length;
    count += 1;
  }
}
console.log(
  `compressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`,
);
