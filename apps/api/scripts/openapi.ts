// Writes apps/api/openapi.json from the route schemas. Run after changing a route:
//   pnpm --filter @quoteway/api openapi
// The API tests fail when the committed file differs from what the code generates.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateOpenApi } from '../src/openapi';

const file = path.join(import.meta.dirname, '..', 'openapi.json');
await writeFile(file, await generateOpenApi());
console.log(`Wrote ${file}`);
