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

