import { afterAll, vi } from 'vitest'

// The unit tests share a worker (vitest.config.ts: isolate false). After each file, drop what it may have left for the
// next: its modules (a copy read with its own environment, a module that remembers it was stopped), the environment
// variables and globals it stubbed, fake timers.
afterAll(() => {
  vi.resetModules()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
