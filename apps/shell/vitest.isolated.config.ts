import { defineProject } from 'vitest/config';
import shell, { isolatedFiles } from './vitest.config';

// The shell's test files that mock a module the others load (`vi.mock`): each gets a fresh
// module graph, as Vitest gives by default, so the mock never reaches another file.
export default defineProject({
  ...shell,
  test: {
    ...shell.test,
    name: '@quoteway/shell (isolated)',
    include: isolatedFiles,
    exclude: [],
    isolate: true,
    // Nothing loaded ahead: the mock must be in place before the modules that import it load.
    setupFiles: ['./src/test/setup.ts'],
  },
});
