import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The apps/api folder, found from source (src/) and from the bundle (dist/) alike. */
export function apiRoot(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"@quoteway/api"')) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`apps/api not found above ${import.meta.dirname}`);
}
