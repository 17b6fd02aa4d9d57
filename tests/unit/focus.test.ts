import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { focusBack, rememberWhereFocusCameFrom, whenFocusLeaves } from '../../src/lib/focus'

/** A stand-in for a menu element holding `inside`. */
const menu = (inside: object[]) => ({ contains: (node: unknown) => inside.includes(node as object) }) as unknown as Element

describe('whenFocusLeaves (menus and popovers)', () => {
  const first = {}
  const last = {}
  const outside = {}

  it('closes when the focus goes to something outside (Tab past the last item, Shift+Tab before the button)', () => {
    const close = vi.fn()
    whenFocusLeaves(close)({ currentTarget: menu([first, last]), relatedTarget: outside as Element })
    expect(close).toHaveBeenCalledOnce()
  })

  it('stays open while the focus moves between its own items, and when the focus goes nowhere (a click, another window)', () => {
    const close = vi.fn()
    const onBlur = whenFocusLeaves(close)
    onBlur({ currentTarget: menu([first, last]), relatedTarget: last as Element })
    onBlur({ currentTarget: menu([first, last]), relatedTarget: null })
    expect(close).not.toHaveBeenCalled()
  })
})

describe('rememberWhereFocusCameFrom and focusBack (the cookie banner, the toasts)', () => {
  /** A stand-in for a page element: whether it is still on the page, and how it was focused. */
  class FakeElement {
    constructor(public isConnected = true) {}
    focusedWith: unknown[] = []
    focus(options: unknown) {
      this.focusedWith.push(options)
    }
  }
  beforeAll(() => vi.stubGlobal('HTMLElement', FakeElement))
  afterAll(() => vi.unstubAllGlobals())

  it('keeps the element the focus came in from, not one inside the region or none', () => {
    const inside = new FakeElement()
    const outside = new FakeElement()
    const from = { current: null as HTMLElement | null }
    const onFocus = rememberWhereFocusCameFrom(from)
    onFocus({ currentTarget: menu([inside]), relatedTarget: outside as unknown as Element })
    expect(from.current).toBe(outside)
    onFocus({ currentTarget: menu([inside]), relatedTarget: inside as unknown as Element })
    onFocus({ currentTarget: menu([inside]), relatedTarget: null })
    expect(from.current).toBe(outside)
  })

  it('puts the focus back, without scrolling, only on an element still on the page', () => {
    const there = new FakeElement(true)
    const gone = new FakeElement(false)
    expect(focusBack(there as unknown as HTMLElement)).toBe(true)
    expect(there.focusedWith).toEqual([{ preventScroll: true }])
    expect(focusBack(gone as unknown as HTMLElement)).toBe(false)
    expect(gone.focusedWith).toEqual([])
    expect(focusBack(null)).toBe(false)
  })
})
