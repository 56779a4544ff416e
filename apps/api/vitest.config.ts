import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@quoteway/api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated database with the reference data, copied by every test database: a saved
    // PGlite data folder, or a template database on PostgreSQL (test/databaseTemplate.ts).
    globalSetup: ['test/databaseTemplate.ts'],
    // V8's baseline WebAssembly compiler only, as the server runs (src/server.ts): each test
    // file boots its own PGlite, and optimising its ~10 MB module again in every file cost
    // more CPU than the tests' queries save by it.
    execArgv: ['--liftoff-only'],
    // The files of a worker share one copy of each module: importing the app, Fastify, the
    // database drivers and the SDKs again for every file cost a quarter of the suite's CPU.
    // Each file still makes its own app and database (test/app.ts): what the modules keep
    // (statements built once per process, the route table) is the same for every app.
    isolate: false,
    // PGlite boots a WebAssembly PostgreSQL per test file. The limits only catch a hang: a
    // test fails on what it asserts, never because the machine is busy (CI shares it).
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
