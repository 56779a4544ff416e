import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateOpenApi } from '../src/openapi';

it('matches the committed openapi.json (run `pnpm --filter @quoteway/api openapi` to update)', async () => {
  const committed = await readFile(path.join(import.meta.dirname, '..', 'openapi.json'), 'utf8');
  expect(await generateOpenApi()).toBe(committed);
});
