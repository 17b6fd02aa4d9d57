import type { FocusEvent } from 'react'

/**
 * An onBlur handler for a menu or popover: calls `close` when the focus moves to something outside the element (Tab
 * past its last item, Shift+Tab before its button), so it does not stay open over the page the keyboard went on to.
 * A blur to nothing (a click on the page, the window losing focus) is left to the click-outside handling.
 */
export const whenFocusLeaves =
  (close: () => void) =>
  (event: Pick<FocusEvent<Element>, 'currentTarget' | 'relatedTarget'>): void => {
    const next = event.relatedTarget
    if (next && !event.currentTarget.contains(next)) close()
  }
