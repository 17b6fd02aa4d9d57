import { afterEach, describe, expect, it, vi } from 'vitest'

import { replaceAddress, routerMarks } from '@/lib/address'
import { ENTRY_KEYS, entryValue, keptEntryState, withEntryValue } from '@/lib/entryState'
import { openListsWith, rememberedOpen } from '@/lib/rememberOpen'

// The router's own state, as Next.js writes it into each history entry.
const routerState = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: { tree: ['', {}], renderedSearch: '' } }
const withOpen = (state: unknown, list: string, ids: string[]) => withEntryValue(state, 'open', openListsWith(state, list, ids))

describe('what a page keeps in its history entry', () => {
  it('keeps the router state as it was and adds the open ids of one list', () => {
    const state = withOpen(routerState, 'faq', ['3', '7'])
    expect(state).toMatchObject(routerState)
    expect(rememberedOpen(state, 'faq')).toEqual(['3', '7'])
    expect(rememberedOpen(state, 'openings')).toEqual([])
  })

  it('keeps two lists of one page apart, and forgets a list once none of it is open', () => {
    let state = withOpen(routerState, 'faq', ['1'])
    state = withOpen(state, 'openings', ['12'])
    expect(rememberedOpen(state, 'faq')).toEqual(['1'])
    expect(rememberedOpen(state, 'openings')).toEqual(['12'])
    state = withOpen(state, 'faq', [])
    expect(rememberedOpen(state, 'faq')).toEqual([])
    expect(entryValue(state, 'open')).toEqual({ openings: ['12'] })
  })

  it('does not change the state it was given', () => {
    const before = withOpen(routerState, 'faq', ['1'])
    const copy = structuredClone(before)
    withOpen(before, 'faq', ['1', '2'])
    withEntryValue(before, 'open', undefined)
    expect(before).toEqual(copy)
  })

  it('reads nothing open from an entry without a kept list or with something else under the key', () => {
    const key = ENTRY_KEYS.open
    expect(rememberedOpen(null, 'faq')).toEqual([])
    expect(rememberedOpen(routerState, 'faq')).toEqual([])
    expect(rememberedOpen({ [key]: 'faq' }, 'faq')).toEqual([])
    expect(rememberedOpen({ [key]: { faq: '3' } }, 'faq')).toEqual([])
    expect(rememberedOpen({ [key]: { faq: ['3', 4, null] } }, 'faq')).toEqual(['3'])
  })

  it('removes a value kept under a key, and keeps the rest', () => {
    const state = withEntryValue(withOpen(routerState, 'faq', ['1']), 'draft', { email: 'a@example.in' })
    const without = withEntryValue(state, 'draft', undefined)
    expect(without).not.toHaveProperty(ENTRY_KEYS.draft)
    expect(rememberedOpen(without, 'faq')).toEqual(['1'])
    expect(without).toMatchObject(routerState)
  })

  it('hands a script that writes a new address what the site keeps, without the router state', () => {
    const state = withEntryValue(withOpen(routerState, 'openings', ['12']), 'draft', { message: 'GST' })
    const kept = keptEntryState(state)
    expect(kept).not.toHaveProperty('__NA')
    expect(kept).not.toHaveProperty('__PRIVATE_NEXTJS_INTERNALS_TREE')
    expect(rememberedOpen(kept, 'openings')).toEqual(['12'])
    expect(entryValue(kept, 'draft')).toEqual({ message: 'GST' })
    expect(keptEntryState(routerState)).toBeNull()
    expect(keptEntryState(null)).toBeNull()
  })
})

/**
 * A tab's history entry as the browser keeps it, and the App Router's hook on it once the page has run its effects
 * (Next.js wraps `history.replaceState`: a write without its marks gets them copied from the entry, and the router
 * follows the new address; a write carrying them goes through as it is).
 */
function fakeTab(address: string, state: unknown) {
  const tab = { href: address, state, writes: [] as unknown[], routerFollowed: [] as string[] }
  const browserWrite = (data: unknown, _unused: string, url?: string | URL | null) => {
    tab.writes.push(data)
    tab.state = structuredClone(data)
    if (url) tab.href = new URL(url, tab.href).href
  }
  const history = {
    get state() {
      return tab.state
    },
    replaceState: browserWrite,
  }
  const hookRouter = () => {
    history.replaceState = (data, unused, url) => {
      const given = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
      if (given.__NA) return browserWrite(data, unused, url)
      if (url) tab.routerFollowed.push(new URL(url, tab.href).href)
      browserWrite({ ...given, ...routerMarks(tab.state) }, unused, url)
    }
  }
  vi.stubGlobal('window', {
    history,
    location: {
      get href() {
        return tab.href
      },
    },
  })
  return { tab, hookRouter }
}

describe('writing a new address into the entry (a search, a filter)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("leaves the router's marks to the router once it follows the history API", () => {
    const { tab, hookRouter } = fakeTab('https://ca.example/blog', withOpen(routerState, 'faq', ['2']))
    hookRouter()
    replaceAddress('/blog?q=tax')
    expect(tab.href).toBe('https://ca.example/blog?q=tax')
    expect(tab.writes).toHaveLength(1)
    expect(tab.routerFollowed).toEqual(['https://ca.example/blog?q=tax'])
    expect(tab.state).toMatchObject(routerState)
    expect(rememberedOpen(tab.state, 'faq')).toEqual(['2'])
  })

  it("keeps the router's marks on the entry when the search is typed before the router hooks the history API, and lets the router follow once it does", () => {
    vi.useFakeTimers()
    const { tab, hookRouter } = fakeTab('https://ca.example/blog', withOpen(routerState, 'faq', ['2']))
    replaceAddress('/blog?q=tax')
    // What a Back to this entry finds: the router's marks (without them Next.js leaves the article on the screen).
    expect(tab.href).toBe('https://ca.example/blog?q=tax')
    expect(tab.state).toMatchObject(routerState)
    expect(rememberedOpen(tab.state, 'faq')).toEqual(['2'])
    hookRouter()
    vi.runAllTimers()
    expect(tab.routerFollowed).toEqual(['https://ca.example/blog?q=tax'])
    expect(tab.state).toMatchObject(routerState)
  })

  it('does not write an address again that a later search has replaced', () => {
    vi.useFakeTimers()
    const { tab, hookRouter } = fakeTab('https://ca.example/blog', routerState)
    replaceAddress('/blog?q=tax')
    hookRouter()
    replaceAddress('/blog?q=gst')
    vi.runAllTimers()
    expect(tab.href).toBe('https://ca.example/blog?q=gst')
    expect(tab.routerFollowed).toEqual(['https://ca.example/blog?q=gst'])
  })

  it('adds no router state to an entry the router did not write', () => {
    vi.useFakeTimers()
    const { tab } = fakeTab('https://ca.example/careers', null)
    replaceAddress('/careers?type=full-time')
    vi.runAllTimers()
    expect(tab.href).toBe('https://ca.example/careers?type=full-time')
    expect(tab.state).toBeNull()
    expect(tab.writes).toEqual([null])
  })
})
