import { describe, expect, it } from 'vitest'

import { fitToVisualViewport } from '../../src/lib/visualViewport'
import { inlineStyle } from '../helpers/inlineStyle'

/** A phone's visual viewport: 780 px high until the test opens a keyboard or zooms in. */
class FakeViewport extends EventTarget {
  height = 780
  offsetTop = 0
  scale = 1
  change(to: Partial<Pick<FakeViewport, 'height' | 'offsetTop' | 'scale'>>, event: 'resize' | 'scroll' = 'resize') {
    Object.assign(this, to)
    this.dispatchEvent(new Event(event))
  }
}

/** An element with an inline style; `box()` is what its style sets. */
const element = () => {
  const { properties, style } = inlineStyle()
  return { style, box: () => Object.fromEntries(properties) }
}

const LAYOUT_HEIGHT = () => 780

describe('fitToVisualViewport: the whole-screen chat on a phone (fill)', () => {
  it('takes the height and top the keyboard leaves, follows them, and gives them back when the keyboard goes', () => {
    const viewport = new FakeViewport()
    const panel = element()
    let fits = 0
    fitToVisualViewport(panel, 'fill', () => fits++, viewport, LAYOUT_HEIGHT)
    expect(panel.box()).toEqual({})

    viewport.change({ height: 431.6 })
    expect(panel.box()).toEqual({ height: '432px', top: '0px' })
    // Safari shifts the visible part down the page to the box; the panel goes with it.
    viewport.change({ offsetTop: 120 }, 'scroll')
    expect(panel.box()).toEqual({ height: '432px', top: '120px' })
    // A keyboard with a row of suggestions above it.
    viewport.change({ height: 390 })
    expect(panel.box()).toEqual({ height: '390px', top: '120px' })

    viewport.change({ height: 780, offsetTop: 0 })
    expect(panel.box()).toEqual({})
    // The log was told of each new height (to keep the latest message in view), not of a move alone.
    expect(fits).toBe(3)
  })

  it('leaves a two-finger zoom alone: the visitor meant to see a part of the panel', () => {
    const viewport = new FakeViewport()
    const panel = element()
    fitToVisualViewport(panel, 'fill', undefined, viewport, LAYOUT_HEIGHT)
    viewport.change({ height: 390, offsetTop: 200, scale: 2 })
    expect(panel.box()).toEqual({})
    // Zoomed back out with the keyboard up: fitted again.
    viewport.change({ height: 430, offsetTop: 0, scale: 1 })
    expect(panel.box()).toEqual({ height: '430px', top: '0px' })
  })

  it('starts fitted when the keyboard is already up, and once stopped hears no more and leaves the element as it was', () => {
    const viewport = new FakeViewport()
    viewport.height = 400
    const panel = element()
    const stop = fitToVisualViewport(panel, 'fill', undefined, viewport, LAYOUT_HEIGHT)
    expect(panel.box()).toEqual({ height: '400px', top: '0px' })
    stop()
    expect(panel.box()).toEqual({})
    viewport.change({ height: 350 })
    expect(panel.box()).toEqual({})
  })

  it('does nothing where the browser has no visual viewport', () => {
    const panel = element()
    fitToVisualViewport(panel, 'fill', undefined, null, LAYOUT_HEIGHT)()
    expect(panel.box()).toEqual({})
  })
})

describe('fitToVisualViewport: the chat panel in the corner on a tablet (corner)', () => {
  const TABLET_HEIGHT = () => 1024

  it('sits 1 rem above the keyboard, no taller than the room left less 2 rem, and back in its place once it goes', () => {
    const viewport = new FakeViewport()
    viewport.height = 1024
    const panel = element()
    let fits = 0
    fitToVisualViewport(panel, 'corner', () => fits++, viewport, TABLET_HEIGHT)
    expect(panel.box()).toEqual({})

    // A 400 px keyboard: 624 px left, the panel's foot 16 px above the keyboard.
    viewport.change({ height: 624 })
    expect(panel.box()).toEqual({ bottom: '416px', 'max-height': '592px' })
    // Safari moved the visible part 100 px down the page: its foot is 100 px lower on the page too.
    viewport.change({ offsetTop: 100 }, 'scroll')
    expect(panel.box()).toEqual({ bottom: '316px', 'max-height': '592px' })

    viewport.change({ height: 1024, offsetTop: 0 })
    expect(panel.box()).toEqual({})
    expect(fits).toBe(2)
  })

  it('once stopped, leaves the style the page gives it', () => {
    const viewport = new FakeViewport()
    viewport.height = 600
    const panel = element()
    const stop = fitToVisualViewport(panel, 'corner', undefined, viewport, TABLET_HEIGHT)
    expect(panel.box()).toEqual({ bottom: '440px', 'max-height': '568px' })
    stop()
    expect(panel.box()).toEqual({})
  })
})
