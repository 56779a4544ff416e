import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with Vitest globals, which we do not enable.
afterEach(cleanup);
