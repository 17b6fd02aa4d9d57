/**
 * Tooltips: the name of an icon-only control (its `aria-label`), shown beside it to a sighted visitor who rests the
 * pointer on it or reaches it with the keyboard (spec 01 section 9: open delay 700 ms, skip delay 300 ms). A control
 * asks for one with `data-tip` (where it shows: TooltipSide); Tooltips (the client component) opens and closes them,
 * globals.css draws them.
 */
export const TOOLTIP_OPEN_DELAY_MS = 700
/** Within this long of one tooltip closing, the next opens at once: the pointer moving along a row of icon buttons. */
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Below the control, its right edges level with the control's (or its left edges: `below-start`), above it, or left of it. */
export type TooltipSide = 'below' | 'below-start' | 'above' | 'left'

/** How long to wait before opening a tooltip at `now`, the last one having closed at `lastClosedAt` (if any did). */
export function tooltipDelay(now: number, lastClosedAt?: number): number {
  return lastClosedAt !== undefined && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS
}
