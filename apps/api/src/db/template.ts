// A new PGlite database folder starts from a copy of an initialised, migrated one made at
// build time, instead of running initdb: initdb is most of a first start (several seconds of
// WebAssembly bootstrapping template1), and a second PGlite instance whose memory stays
// with the process. The copy is a gzipped tar of the data folder with a note of the engine it
// was made by; a copy made by another PGlite build is not used (its files may not be
// readable by this one), and without a usable copy PGlite runs initdb as before.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

/** What a template was made with: the engine's WebAssembly build. */
interface TemplateNote {
  engine: string;
}

/** The note beside a template file. */
const noteFile = (template: string) => `${template}.json`;

let engineFingerprint: Promise<string> | undefined;

/** SHA-256 of the PGlite WebAssembly module installed: what a data folder's format follows. */
export function pgliteEngine(): Promise<string> {
  engineFingerprint ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const wasm = await readFile(path.join(path.dirname(entry), 'pglite.wasm'));
    return createHash('sha256').update(wasm).digest('hex');
  })();
  return engineFingerprint;
}

/** Save `tarball` (a PGlite `dumpDataDir('gzip')`) as a template for new data folders. */
export async function saveTemplate(file: string, tarball: Blob): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  const note: TemplateNote = { engine: await pgliteEngine() };
  await writeFile(noteFile(file), `${JSON.stringify(note)}\n`);
}

/** Whether a data folder has no database yet (missing, or empty). */
async function isEmptyFolder(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

/** The template's bytes when it exists and was made by the PGlite installed, else undefined. */
async function usableTemplate(file: string): Promise<Buffer | undefined> {
  if (!existsSync(file) || !existsSync(noteFile(file))) return undefined;
  const note = JSON.parse(await readFile(noteFile(file), 'utf8')) as Partial<TemplateNote>;
  if (note.engine !== (await pgliteEngine())) return undefined;
  return readFile(file);
}

/**
 * Fill an empty data folder `dir` from the template `file`, if it is usable: unpacked beside
 * it, then renamed into place, so a process stopped half-way leaves no half-made database
 * (the next start finds the folder empty again). Returns whether it did.
 */
export async function startFromTemplate(dir: string, file: string): Promise<boolean> {
  if (!(await isEmptyFolder(dir))) return false;
  const gzipped = await usableTemplate(file);
  if (!gzipped) return false;
  const unpacking = `${dir}.unpacking-${process.pid}`;
  await rm(unpacking, { recursive: true, force: true });
  try {
    untar(await gunzipAsync(gzipped), unpacking);
    await rm(dir, { recursive: true, force: true });
    await rename(unpacking, dir);
  } catch (error) {
    await rm(unpacking, { recursive: true, force: true });
    throw error;
  }
  return true;
}

const BLOCK = 512;

/** A NUL-terminated field of a tar header. */
function field(header: Buffer, offset: number, length: number): string {
  const raw = header.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The path of a tar entry inside `root`, refused when it would land outside it. */
function entryPath(root: string, name: string): string {
  const relative = path.normalize(name.replace(/^\/+/, ''));
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`template entry outside its folder: ${name}`);
  }
  return path.join(root, relative);
}

/**
 * Unpack an uncompressed ustar archive of folders and plain files (what PGlite's dump
 * writes) into `root`. Anything else in it (links, devices) is refused: the template is ours,
 * and an unexpected entry means it is not what we made. Synchronous: it runs before the
 * server listens, and a thousand small files written one call each take a fraction of the
 * time they take through the thread pool.
 */
function untar(archive: Buffer, root: string): void {
  const folders = new Set<string>();
  const folder = (dir: string) => {
    if (folders.has(dir)) return;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    folders.add(dir);
  };
  folder(root);
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const target = entryPath(root, name);
    offset += BLOCK;
    if (!Number.isSafeInteger(size) || offset + size > archive.length) {
      throw new Error(`template entry cut short: ${name}`);
    }
    if (type === '5') {
      folder(target);
    } else if (type === '0' || type === '\0') {
      folder(path.dirname(target));
      writeFileSync(target, archive.subarray(offset, offset + size), { mode: 0o600 });
    } else {
      throw new Error(`unexpected entry in the template: ${name} (type ${type})`);
    }
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}
