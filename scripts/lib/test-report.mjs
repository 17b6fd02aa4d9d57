// What `npm test` prints at the end of a run, read from its reports: the failed tests and the steps done again.
// Plain JavaScript: scripts/test.mjs reads it before the node modules may be installed.
import fs from 'node:fs'
import path from 'node:path'

/** `text` without the terminal's colour codes (test runners' and the server's output carry them). */
export const withoutColours = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '')

/** A message's lines, trimmed, without colour codes. */
const plainLines = (message) =>
  withoutColours(message)
    .split('\n')
    .map((line) => line.trim())

/** A message's first line with text, without colour codes, at most 240 characters. */
export const firstLine = (message) => plainLines(message).find(Boolean)?.slice(0, 240) ?? ''

/**
 * What a Playwright assertion's message says it expected and received (its "Expected ..." and "Received ..." lines),
 * joined on one line and at most 400 characters; '' when it has none (Vitest's first line says both already). A
 * failure seen only in CI's output then says what the page was, not only which check failed.
 */
export const expectedReceived = (message) =>
  plainLines(message)
    .filter((line) => /^(Expected|Received)\b/.test(line))
    .join(' | ')
    .slice(0, 400)

/** Every test of the end-to-end reports in `results` (both groups), with its spec (file, line, title). */
function* playwrightTests(results) {
  for (const project of ['parallel', 'serial']) {
    const file = path.join(results, `e2e-${project}.json`)
    if (!fs.existsSync(file)) continue
    const suites = [...(JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? [])]
    while (suites.length) {
      const suite = suites.shift()
      suites.push(...(suite.suites ?? []))
      for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test }
    }
  }
}

/** `line`, and below it `detail` when there is one. */
const withDetail = (line, detail) => (detail ? `${line}\n      ${detail}` : line)

/**
 * Every failed test in the run's reports (file, test, first line of the error, then what it expected and received):
 * CI keeps only the output's tail. `results`: the folder of the reports (unit.json, int.json, e2e-<project>.json);
 * `root`: the project's folder, which the file names are given from.
 */
export function failedTests(results, root) {
  const lines = []
  for (const name of ['unit.json', 'int.json']) {
    const file = path.join(results, name)
    if (!fs.existsSync(file)) continue
    for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).testResults ?? []) {
      const where = path.relative(root, suite.name)
      const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
      for (const t of tests) lines.push(withDetail(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`, expectedReceived(t.failureMessages?.[0])))
      if (!tests.length && suite.status === 'failed') lines.push(`${where}: ${firstLine(suite.message)}`)
    }
  }
  for (const { spec, test } of playwrightTests(results)) {
    const last = test.results?.at(-1)
    if (!last || ['passed', 'skipped'].includes(last.status)) continue
    // The line of the check that failed, when it is in the spec file itself (not in a helper).
    const at = last.error?.location?.file?.endsWith(spec.file) ? ` (line ${last.error.location.line})` : ''
    lines.push(withDetail(`tests/e2e/${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last.error?.message)}${at}`, expectedReceived(last.error?.message)))
  }
  return lines
}

/**
 * What end-to-end tests did again as an editor would, where Payload's admin dropped a step on a loaded host (their
 * 'worked around' notes, tests/helpers/e2e.ts): a line each, with how many times. Printed even when they passed, so
 * that how often it happens stays in sight.
 */
export function workedAround(results) {
  const counts = new Map()
  for (const { spec, test } of playwrightTests(results))
    for (const result of test.results ?? [])
      for (const note of result.annotations ?? [])
        if (note.type === 'worked around') {
          const key = `tests/e2e/${spec.file}:${spec.line} › ${spec.title}: ${note.description}`
          counts.set(key, (counts.get(key) ?? 0) + 1)
        }
  return [...counts].map(([key, n]) => (n > 1 ? `${key} (${n} times)` : key))
}

/**
 * The run's last line: how many tests passed, failed and were skipped, and, when an error ended the run before its
 * last step (a server that could not start, say), that the tests after it did not run: the counts alone read as a pass.
 * @param {{ passed: number, failed: number, skipped: number }} summary
 * @param {string | null} [stoppedBy] the error's message
 */
export function summaryLine({ passed, failed, skipped }, stoppedBy = null) {
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
  return stoppedBy ? `${counts}; the run stopped before its end, so the tests after that step did not run: ${firstLine(stoppedBy)}` : counts
}
