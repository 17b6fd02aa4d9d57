/**
 * Calls `onHeight` with `element`'s height in whole CSS pixels once it is laid out and whenever it changes (text
 * wrapping at another width, a larger font, a zoom). Returns what stops it, for an effect's cleanup.
 *
 * The sticky header and the cookie banner use it to keep the page's scroll padding equal to what they cover.
 */
export function observeHeight(element: Element, onHeight: (px: number) => void): () => void {
  const observer = new ResizeObserver(() => onHeight(Math.round(element.getBoundingClientRect().height)))
  observer.observe(element)
  return () => observer.disconnect()
}
