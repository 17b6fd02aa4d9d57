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

/**
 * Closes a native disclosure (`<details>`): the menus and popovers of the public site are disclosures, so a tap opens
 * them before the page's script has run and without script. Whether one is open is the element's own state, which the
 * script only ever closes: so it keeps what the visitor did before it ran, and a close cannot cross an opening the
 * browser has yet to report (the state kept in React could, and the menu then stayed open over the page).
 */
export const closeDisclosure = (details: HTMLDetailsElement | null | undefined): void => {
  if (details) details.open = false
}

/**
 * An onFocus handler for a region that puts the keyboard back where it came from when done with it (the cookie banner
 * once answered, the toasts on Escape): keeps in `from` the element outside the region the focus came in from.
 */
export const rememberWhereFocusCameFrom =
  (from: { current: HTMLElement | null }) =>
  (event: Pick<FocusEvent<Element>, 'currentTarget' | 'relatedTarget'>): void => {
    const previous = event.relatedTarget
    if (previous instanceof HTMLElement && !event.currentTarget.contains(previous)) from.current = previous
  }

/** Puts the focus back on `element` if it is still on the page, without scrolling; says whether it did. */
export const focusBack = (element: HTMLElement | null): boolean => {
  if (!element?.isConnected) return false
  element.focus({ preventScroll: true })
  return true
}
