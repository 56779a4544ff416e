// Loaded with `--import` (after tsx) into a server process a test starts: appends every
// package the process imports (each bare specifier resolved, from our code or a library's) to
// the file named by PACKAGES_LOG, one a line. A resolve hook sees static and dynamic imports.
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (!/^(node:|file:|data:|[./])/.test(specifier)) {
    appendFileSync(process.env.PACKAGES_LOG, specifier + '\\n');
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
