import { describe, expect, it, vi } from 'vitest'

import { whenFocusLeaves } from '../../src/lib/focus'

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
