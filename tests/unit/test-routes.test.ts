import { afterEach, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/(frontend)/test-held-render/gate/route'
import { heldRenders, releaseRenders, waitWhileHeld } from '@/lib/testing/heldRenders'

const post = (body: string) => POST(new Request('http://site.local/test-held-render/gate', { method: 'POST', body }))
const original = process.env.ENABLE_TEST_ROUTES

afterEach(() => {
  releaseRenders()
  if (original === undefined) delete process.env.ENABLE_TEST_ROUTES
  else process.env.ENABLE_TEST_ROUTES = original
})

describe('the held-render route (tests only)', () => {
  it('is a 404 on a site not run by `npm test`, and holds nothing there', async () => {
    delete process.env.ENABLE_TEST_ROUTES
    expect((await GET()).status).toBe(404)
    expect((await post('{"hold":true}')).status).toBe(404)
    expect(heldRenders().held).toBe(false)
  })

  it('under `npm test`, holds the test page’s renders until told to let them go', async () => {
    process.env.ENABLE_TEST_ROUTES = '1'
    expect(await (await post('{"hold":true}')).json()).toEqual({ held: true, waiting: 0 })
    let finished = false
    const render = waitWhileHeld().then(() => (finished = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(finished).toBe(false)
    expect(await (await GET()).json()).toEqual({ held: true, waiting: 1 })
    expect(await (await post('{"hold":false}')).json()).toEqual({ held: false, waiting: 1 })
    await render
    expect(heldRenders()).toEqual({ held: false, waiting: 0 })
    // Not held: a render goes straight on.
    await waitWhileHeld()
  })

  it('refuses a body that is not {"hold": true | false}', async () => {
    process.env.ENABLE_TEST_ROUTES = '1'
    for (const body of ['', 'hold', '{"hold":1}', '{}']) expect((await post(body)).status, body).toBe(400)
    expect(heldRenders().held).toBe(false)
  })
})
