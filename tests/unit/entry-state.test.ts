import { describe, expect, it } from 'vitest'

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
