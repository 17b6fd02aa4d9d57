import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { chooseTestFiles } from '../../scripts/lib/test-files.mjs'

const root = process.cwd()

describe('npm test -- <file>...', () => {
  it('runs the whole suite when no file is named', () => {
    expect(chooseTestFiles([], root)).toEqual({ whole: true, files: { unit: [], int: [], e2e: [] } })
  })

  it('sorts the files named into unit, integration and end-to-end tests, keeping a Playwright line number', () => {
    expect(chooseTestFiles(['tests/e2e/blog.spec.ts:40', 'tests/unit/blog.test.ts', './tests/int/page-cache.test.ts'], root)).toEqual({
      whole: false,
      files: { unit: ['tests/unit/blog.test.ts'], int: ['tests/int/page-cache.test.ts'], e2e: ['tests/e2e/blog.spec.ts:40'] },
    })
  })

  it('reads a path from the folder it was typed in', () => {
    expect(chooseTestFiles(['e2e/chat.spec.ts'], root, path.join(root, 'tests'))).toEqual({
      whole: false,
      files: { unit: [], int: [], e2e: ['tests/e2e/chat.spec.ts'] },
    })
  })

  it('refuses, naming it, a file that does not exist, a folder, and a file that is not a test', () => {
    expect(chooseTestFiles(['tests/e2e/blog.spec.ts', 'tests/e2e/blgo.spec.ts'], root)).toEqual({
      error: 'tests/e2e/blgo.spec.ts: no such file. Name files under tests/unit, tests/int or tests/e2e (npm test -- tests/e2e/blog.spec.ts), or none for the whole suite.',
    })
    expect(chooseTestFiles(['tests/e2e'], root)).toMatchObject({ error: expect.stringMatching(/^tests\/e2e: a folder, not a file\./) })
    expect(chooseTestFiles(['tests/helpers/e2e.ts'], root)).toMatchObject({ error: expect.stringMatching(/^tests\/helpers\/e2e\.ts: not a test file\./) })
    expect(chooseTestFiles(['src/lib/careers.ts'], root)).toMatchObject({ error: expect.stringMatching(/: not a test file\./) })
  })
})
