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

const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside `container` (a dialog that covers the page): from its last stop Tab goes to its first,
 * and Shift+Tab from its first (or from the container itself) to its last. For the container's keydown handler; any
 * other key is left alone.
 */
export function keepTabInside(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return
  const stops = [...container.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((el) => el.getClientRects().length > 0)
  const first = stops[0]
  const last = stops[stops.length - 1]
  const at = document.activeElement
  if (!first || !last) {
    event.preventDefault()
    return
  }
  if (event.shiftKey && (at === first || at === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && at === last) {
    event.preventDefault()
    first.focus()
  }
}

