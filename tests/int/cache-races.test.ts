import { afterAll, describe, expect, it } from 'vitest'

import { api, BASE_URL, eventually, page, unique } from '../helpers/api'
import { editorOpening } from '../helpers/editorOpening'

// A cached page (revalidate 300) listing the job openings, whose render the test can hold once it has read them
// (src/app/(frontend)/test-held-render, only under `npm test`).
const PATH = '/test-held-render'

async function holdRenders(hold: boolean): Promise<void> {
  const res = await fetch(`${BASE_URL}${PATH}/gate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ hold }) })
  expect(res.status).toBe(200)
}
const waitingRenders = async (): Promise<number> => ((await (await fetch(`${BASE_URL}${PATH}/gate`)).json()) as { waiting: number }).waiting

/** The openings a render of the test page listed. */
const listed = (html: string): string[] =>
  [...html.slice(html.indexOf('<main'), html.indexOf('</main>')).matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1])

afterAll(() => holdRenders(false))

describe('a change saved while the page that shows it is being rendered', () => {
  it('shows to the next visitor, though the render in flight read the content from before it and finished after it', async () => {
    const title = unique('Race opening')
    const id = await editorOpening(title)
    expect(listed((await page(PATH)).html)).toContain(title)

    await holdRenders(true)
    // A change the page does not show expires it: its next request renders it anew.
    expect((await api('editor', 'PATCH', `/api/job-openings/${id}`, { department: 'Tax' })).status).toBe(200)
    // That render (a visitor's, or the SEO crawl's) reads the openings, then is held.
    const inFlight = page(PATH)
    await eventually(async () => ((await waitingRenders()) > 0 ? true : undefined))
    // The editor renames the opening meanwhile: saved and committed, the page's cache tags expired.
    const renamed = unique('Renamed opening')
    expect((await api('editor', 'PATCH', `/api/job-openings/${id}`, { title: renamed })).status).toBe(200)
    await holdRenders(false)
    const held = await inFlight
    // The render in flight shows what it read (the race did happen)...
    expect(held.status).toBe(200)
    expect(listed(held.html)).toContain(title)
    expect(listed(held.html)).not.toContain(renamed)
    // ...and is not kept: the next visitor gets the new title, not the old page for the next 5 minutes.
    const next = listed((await page(PATH)).html)
    expect(next).toContain(renamed)
    expect(next).not.toContain(title)
  })
})

describe('the held-render test route', () => {
  it('refuses a body that is not {"hold": true | false}', async () => {
    for (const body of ['', '{"hold":"yes"}', '[true]']) {
      const res = await fetch(`${BASE_URL}${PATH}/gate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      expect(res.status, body).toBe(400)
    }
  })
})
