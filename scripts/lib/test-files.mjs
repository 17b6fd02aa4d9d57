// The test files `npm test -- <file>...` names, by kind. Plain JavaScript: scripts/test.mjs reads it before the node
// modules may be installed.
import fs from 'node:fs'
import path from 'node:path'

export const TEST_KINDS = ['unit', 'int', 'e2e']

/**
 * Sorts the arguments into the test files of each kind (tests/unit, tests/int, tests/e2e), as paths from `root`; a
 * Playwright file may end in `:line`, which is kept. None named: `whole` is true (the whole suite). An argument that
 * is no file, or no file of those folders, is refused with a message naming it.
 * @returns {{ whole: boolean, files: Record<string, string[]> } | { error: string }}
 */
export function chooseTestFiles(args, root, cwd = process.cwd()) {
  const files = Object.fromEntries(TEST_KINDS.map((kind) => [kind, []]))
  for (const arg of args) {
    const file = arg.replace(/:\d+$/, '')
    const rel = path.relative(root, path.resolve(cwd, file)).split(path.sep).join('/')
    const kind = TEST_KINDS.find((k) => rel.startsWith(`tests/${k}/`))
    const stat = fs.statSync(path.join(root, rel), { throwIfNoEntry: false })
    const problem = !stat ? 'no such file' : !stat.isFile() ? 'a folder, not a file' : !kind ? 'not a test file' : null
    if (problem) {
      return {
        error: `${arg}: ${problem}. Name files under tests/unit, tests/int or tests/e2e (npm test -- tests/e2e/blog.spec.ts), or none for the whole suite.`,
      }
    }
    files[kind].push(rel + arg.slice(file.length))
  }
  return { whole: TEST_KINDS.every((kind) => files[kind].length === 0), files }
}
