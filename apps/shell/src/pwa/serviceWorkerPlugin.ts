import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Modules whose chunks an offline start needs beside the entry's: the offline page. */
const OFFLINE_MODULES = [/src[\\/]offline[\\/]OfflinePage\.tsx$/];

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Fills in public/sw.js as the build copies it: the build's id (a new build is a new worker)
 * and the files the console's shell needs to start offline, namely the entry with what it
 * imports and its style sheets, and the offline page's chunk with its own.
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = 'dist';
  let precache: string[] = [];
  return {
    name: 'quoteway:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, BuiltChunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as BuiltChunk);
      }
      const files = new Set<string>();
      const add = (chunk: BuiltChunk | undefined) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) add(chunks.get(imported));
      };
      for (const chunk of chunks.values()) {
        const id = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || OFFLINE_MODULES.some((pattern) => pattern.test(id))) add(chunk);
      }
      precache = [...files].sort().map((file) => `/${file}`);
    },
    async closeBundle() {
      const file = path.join(outDir, 'sw.js');
      const source = await readFile(file, 'utf8');
      const build = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const filled = source
        .replace("const BUILD = 'dev';", `const BUILD = '${build}';`)
        .replace('const PRECACHE = [];', `const PRECACHE = ${JSON.stringify(precache)};`);
      if (filled === source) throw new Error('public/sw.js lost its BUILD and PRECACHE lines');
      await writeFile(file, filled);
    },
  };
}
