import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Worker threads rather than child processes, and files one after another in the same worker instead of each in a
        // fresh one: the unit tests took 36-39 s in child processes with isolation, 44-51 s before that (2 cores,
        // 2026-12-02). Without isolation, what one file leaves behind reaches the next: the set-up file drops it
        // (modules, environment variables, globals, fake timers) after each file; vitest itself drops a file's mocks.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/helpers/unit-isolation.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
