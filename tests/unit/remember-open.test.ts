import { describe, expect, it } from 'vitest'

import { keptOpen, OPEN_DISCLOSURES_KEY, rememberedOpen, withRememberedOpen } from '@/lib/rememberOpen'

// The router's own state, as Next.js writes it into each history entry.
const routerState = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: { tree: ['', {}], renderedSearch: '' } }

describe('open disclosures kept in a history entry', () => {
  it('keeps the router state as it was and adds the open ids of one list', () => {
    const state = withRememberedOpen(routerState, 'faq', ['3', '7'])
    expect(state).toMatchObject(routerState)
    expect(rememberedOpen(state, 'faq')).toEqual(['3', '7'])
    expect(rememberedOpen(state, 'openings')).toEqual([])
  })

  it('keeps two lists of one page apart, and forgets a list once none of it is open', () => {
    let state = withRememberedOpen(routerState, 'faq', ['1'])
    state = withRememberedOpen(state, 'openings', ['12'])
    expect(rememberedOpen(state, 'faq')).toEqual(['1'])
    expect(rememberedOpen(state, 'openings')).toEqual(['12'])
    state = withRememberedOpen(state, 'faq', [])
    expect(rememberedOpen(state, 'faq')).toEqual([])
    expect(state[OPEN_DISCLOSURES_KEY]).toEqual({ openings: ['12'] })
  })

  it('does not change the state it was given', () => {
    const before = withRememberedOpen(routerState, 'faq', ['1'])
    const copy = structuredClone(before)
    withRememberedOpen(before, 'faq', ['1', '2'])
    expect(before).toEqual(copy)
  })

  it('reads nothing open from an entry without a kept list or with something else under the key', () => {
    expect(rememberedOpen(null, 'faq')).toEqual([])
    expect(rememberedOpen(routerState, 'faq')).toEqual([])
    expect(rememberedOpen({ [OPEN_DISCLOSURES_KEY]: 'faq' }, 'faq')).toEqual([])
    expect(rememberedOpen({ [OPEN_DISCLOSURES_KEY]: { faq: '3' } }, 'faq')).toEqual([])
    expect(rememberedOpen({ [OPEN_DISCLOSURES_KEY]: { faq: ['3', 4, null] } }, 'faq')).toEqual(['3'])
  })

  it('hands a script that writes a new address what keeps the open ones, without the router state', () => {
    const state = withRememberedOpen(routerState, 'openings', ['12'])
    const kept = keptOpen(state)
    expect(kept).not.toHaveProperty('__NA')
    expect(rememberedOpen(kept, 'openings')).toEqual(['12'])
    expect(keptOpen(routerState)).toBeNull()
    expect(keptOpen(null)).toBeNull()
  })
})
