import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { failedTests, summaryLine, workedAround } from '../../scripts/lib/test-report.mjs'

let results: string
beforeEach(() => {
  results = fs.mkdtempSync(path.join(os.tmpdir(), 'test-report-'))
})
afterEach(() => fs.rmSync(results, { recursive: true, force: true }))

const write = (name: string, report: unknown) => fs.writeFileSync(path.join(results, name), JSON.stringify(report))

/** A Playwright JSON report of one file with the tests given (title, line, and each run's status, error and notes). */
const playwrightReport = (file: string, tests: { title: string; line: number; results: Record<string, unknown>[] }[]) => ({
  suites: [{ title: file, specs: tests.map((t) => ({ title: t.title, file, line: t.line, tests: [{ results: t.results }] })) }],
})

const urlTimeout = [
  '\x1b[2mexpect(\x1b[22mpage\x1b[2m).\x1b[22mtoHaveURL\x1b[2m(\x1b[22mexpected\x1b[2m)\x1b[22m failed',
  '',
  'Expected pattern: /\\/admin\\/collections\\/news-updates\\/\\d+/',
  'Received string:  "http://127.0.0.1:3000/admin/collections/news-updates/create"',
  'Timeout: 15000ms',
  '',
  'Call log:',
  '  - Expect "toHaveURL" with timeout 15000ms',
].join('\n')

describe("npm test's summary", () => {
  it('names a failed end-to-end test with the line of its check and what the page was instead', () => {
    write(
      'e2e-serial.json',
      playwrightReport('editor-publishes.spec.ts', [
        { title: 'publishes', line: 6, results: [{ status: 'failed', error: { message: urlTimeout, location: { file: '/repo/tests/e2e/editor-publishes.spec.ts', line: 30 } } }] },
        { title: 'passes', line: 40, results: [{ status: 'passed' }] },
      ]),
    )
    expect(failedTests(results, '/repo')).toEqual([
      'tests/e2e/editor-publishes.spec.ts:6 › publishes: expect(page).toHaveURL(expected) failed (line 30)\n' +
        '      Expected pattern: /\\/admin\\/collections\\/news-updates\\/\\d+/ | Received string:  "http://127.0.0.1:3000/admin/collections/news-updates/create"',
    ])
  })

  it('gives no line when the check failed in a helper, and no second line when the error says nothing expected', () => {
    write(
      'e2e-parallel.json',
      playwrightReport('chat.spec.ts', [{ title: 'answers', line: 3, results: [{ status: 'timedOut', error: { message: 'Test timeout of 60000ms exceeded.', location: { file: '/repo/tests/helpers/e2e.ts', line: 12 } } }] }]),
    )
    expect(failedTests(results, '/repo')).toEqual(['tests/e2e/chat.spec.ts:3 › answers: Test timeout of 60000ms exceeded.'])
  })

  it('names failed unit and integration tests by file and test, with the first line of their error', () => {
    write('int.json', {
      testResults: [
        { name: '/repo/tests/int/feed.test.ts', status: 'failed', assertionResults: [{ status: 'failed', fullName: 'feed is RSS', failureMessages: ['\nAssertionError: expected 500 to be 200\n    at x'] }] },
        { name: '/repo/tests/int/ok.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'ok' }] },
      ],
    })
    expect(failedTests(results, '/repo')).toEqual(['tests/int/feed.test.ts › feed is RSS: AssertionError: expected 500 to be 200'])
  })

  it('lists what passing tests did again as an editor would, counting repeats, and nothing else of their notes', () => {
    const note = { type: 'worked around', description: 'chosen again' }
    write(
      'e2e-serial.json',
      playwrightReport('editor-publishes.spec.ts', [
        { title: 'publishes', line: 6, results: [{ status: 'passed', annotations: [note, note] }] },
        { title: 'links', line: 90, results: [{ status: 'passed', annotations: [{ type: 'issue', description: 'elsewhere' }] }] },
      ]),
    )
    expect(workedAround(results)).toEqual(['tests/e2e/editor-publishes.spec.ts:6 › publishes: chosen again (2 times)'])
    expect(failedTests(results, '/repo')).toEqual([])
  })

  it('says nothing when the run wrote no reports (stopped before the tests)', () => {
    expect(failedTests(results, '/repo')).toEqual([])
    expect(workedAround(results)).toEqual([])
  })
})

describe("npm test's last line", () => {
  it('gives the counts, and says so when an error ended the run early instead of reading as a pass', () => {
    expect(summaryLine({ passed: 1320, failed: 0, skipped: 0 })).toBe('1320 passed, 0 failed')
    expect(summaryLine({ passed: 5, failed: 1, skipped: 2 })).toBe('5 passed, 1 failed, 2 skipped')
    // CI's run of e685ddd ended "568 passed, 0 failed" (and exit 1): the site's server had not started.
    const line = summaryLine({ passed: 568, failed: 0, skipped: 0 }, 'Port 43119 of 127.0.0.1, chosen for the site under test before the build, is now in use by another program.\n    at startServer')
    expect(line).toBe(
      '568 passed, 0 failed; the run stopped before its end, so the tests after that step did not run: Port 43119 of 127.0.0.1, chosen for the site under test before the build, is now in use by another program.',
    )
  })
})
