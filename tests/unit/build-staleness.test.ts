import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { databaseUrlHelp, recordBuild, staleBuildReason } from '../../scripts/lib/runtime.mjs'

// `npm start` serves the existing build only when staleBuildReason finds nothing: a project folder in miniature.
describe('when npm start rebuilds the site', () => {
  let root: string
  const past = new Date(Date.now() - 60_000)
  const write = (file: string, text: string, mtime?: Date) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
    if (mtime) fs.utimesSync(path.join(root, file), mtime, mtime)
  }
  const build = (settings: Record<string, string>) => {
    write('.next/BUILD_ID', 'abc')
    write('.next/build-settings.json', JSON.stringify(settings))
  }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-staleness-'))
    write('src/page.tsx', 'export default 1', past)
    fs.utimesSync(path.join(root, 'src'), past, past)
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('builds when there is no build', () => {
    expect(staleBuildReason('.next', {}, root)).toBe('there is no build yet')
  })

  it('serves a build made after the last source change with the same address', () => {
    build({ SERVER_URL: 'https://www.firm.in' })
    expect(staleBuildReason('.next', { SERVER_URL: 'https://www.firm.in', HOME: '/root', DATABASE_URL: 'postgres://x' }, root)).toBeNull()
  })

  it('rebuilds after a source file changes', () => {
    build({})
    write('src/page.tsx', 'export default 2', new Date(Date.now() + 1000))
    expect(staleBuildReason('.next', {}, root)).toBe('src changed since the last build')
  })

  it('rebuilds after a fix to an installed package changes (patches/, applied to node_modules by npm install)', () => {
    build({})
    expect(staleBuildReason('.next', {}, root)).toBeNull()
    write('patches/next+16.4.6.patch', 'diff --git a/x b/x', new Date(Date.now() + 1000))
    expect(staleBuildReason('.next', {}, root)).toBe('patches changed since the last build')
  })

  it('rebuilds after a source file saved while the last build ran', () => {
    const startedAt = new Date(Date.now() - 5000)
    write('src/page.tsx', 'export default 2', new Date(Date.now() - 2000))
    write('.next/BUILD_ID', 'abc')
    recordBuild('.next', {}, startedAt, root)
    expect(staleBuildReason('.next', {}, root)).toBe('src changed since the last build')
    // Once a build starts after that save, it is served.
    recordBuild('.next', {}, new Date(Date.now() - 1000), root)
    expect(staleBuildReason('.next', {}, root)).toBeNull()
  })

  it('rebuilds when the public address or port differs from the one the pages were prerendered with', () => {
    build({ PORT: '3000' })
    expect(staleBuildReason('.next', { PORT: '3000', SERVER_URL: 'https://www.firm.in' }, root)).toBe('SERVER_URL changed since the last build')
    expect(staleBuildReason('.next', { PORT: '8080' }, root)).toBe('PORT changed since the last build')
    expect(staleBuildReason('.next', { PORT: '3000', NEXT_PUBLIC_X: '1' }, root)).toBe('NEXT_PUBLIC_X changed since the last build')
  })

  it('rebuilds a build from before settings were recorded', () => {
    write('.next/BUILD_ID', 'abc')
    expect(staleBuildReason('.next', {}, root)).toBe('the last build did not record its settings')
  })
})

describe('databaseUrlHelp', () => {
  it('says which server, what went wrong and the two ways out, without the password', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54329'), { code: 'ECONNREFUSED' })
    const text = databaseUrlHelp(refused, 'postgres://postgres:s3cret@127.0.0.1:54329/ca_site')
    expect(text).toBe(
      'Could not use the PostgreSQL server in DATABASE_URL (127.0.0.1:54329): nothing answers there (connection refused). Start or fix that server, or unset DATABASE_URL to let npm start run its own PostgreSQL.',
    )
    expect(text).not.toContain('s3cret')
    const password = Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' })
    expect(databaseUrlHelp(password, 'postgres://app:x@db.example.com/site')).toContain('(db.example.com:5432): the password was refused.')
    expect(databaseUrlHelp(new Error('boom'), 'not a url')).toMatch(/^DATABASE_URL is not a valid address/)
  })
})
