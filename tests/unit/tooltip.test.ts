import { describe, expect, it } from 'vitest'

import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipDelay } from '@/lib/tooltip'

describe('tooltipDelay', () => {
  it('waits the spec’s 700 ms before the first tooltip, and 300 ms is the skip delay', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
    expect(tooltipDelay(10_000)).toBe(700)
  })

  it('opens the next at once while the last one closed under 300 ms before, and waits again after', () => {
    expect(tooltipDelay(10_000, 10_000)).toBe(0)
    expect(tooltipDelay(10_299, 10_000)).toBe(0)
    expect(tooltipDelay(10_300, 10_000)).toBe(700)
    expect(tooltipDelay(60_000, 10_000)).toBe(700)
  })
})
