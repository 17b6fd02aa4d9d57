import { describe, expect, it } from 'vitest'

import { api, page, unique } from '../helpers/api'
import { editorOpening } from '../helpers/editorOpening'
import { secondServer } from '../helpers/secondServer'

// A server started after a change reads the pages and data the running one cached on disk. A second server on the same
// build stands for the restarted one (a deployment, a crash, `npm start` again): a new process, the same disk.

/** The careers page as a visitor of `origin` gets it. */
async function careersAt(origin: string): Promise<{ html: string; cache: string | null }> {
  const res = await fetch(`${origin}/careers`, { headers: { 'X-Forwarded-For': '127.0.0.9' } })
  expect(res.status).toBe(200)
  return { html: await res.text(), cache: res.headers.get('x-nextjs-cache') }
}

describe('a change saved just before the server restarts', () => {
  it('shows on the restarted server at once, not the page cached before the change', async () => {
    const title = unique('Restart opening')
    const id = await editorOpening(title)
    // The careers page is rendered and cached (in memory and on disk) with the new opening.
    expect((await page('/careers')).html).toContain(title)
    const cached = await page('/careers')
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(cached.html).toContain(title)

    // The editor renames it; nobody looks at the page before the server is restarted.
    const renamed = unique('Renamed restart opening')
    expect((await api('editor', 'PATCH', `/api/job-openings/${id}`, { title: renamed })).status).toBe(200)

    const restarted = await secondServer()
    try {
      const first = await careersAt(restarted.origin)
      expect(first.html).toContain(renamed)
      expect(first.html).not.toContain(title)
      // What it rendered is cached in turn: the restarted server still serves from its cache.
      const again = await careersAt(restarted.origin)
      expect(again.cache).toBe('HIT')
      expect(again.html).toContain(renamed)
    } finally {
      await restarted.stop()
    }
  })
})
