import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { publishHeight } from '../../src/lib/observeHeight'
import { inlineStyle } from '../helpers/inlineStyle'

/** A stand-in for the browser's ResizeObserver: `resize` runs what the browser would on a change of size. */
class FakeResizeObserver {
  static live: FakeResizeObserver[] = []
  observed: unknown[] = []
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.live.push(this)
  }
  observe(element: unknown) {
    this.observed.push(element)
  }
  disconnect() {
    FakeResizeObserver.live = FakeResizeObserver.live.filter((observer) => observer !== this)
  }
  static resize() {
    for (const observer of FakeResizeObserver.live) observer.callback()
  }
}

/** An element whose height the test sets, as the browser lays it out. */
const measured = () => {
  const element = { height: 0, getBoundingClientRect: () => ({ height: element.height }) }
  return element
}

/** An element reading a custom property from its inline style. */
const reader = inlineStyle

describe('publishHeight (the header, the cookie banner, the minimised chat)', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver))
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeResizeObserver.live = []
  })

  it('gives each reader the element’s height in whole pixels, and a new height when it changes', () => {
    const banner = measured()
    const html = reader()
    const toaster = reader()
    publishHeight(banner as unknown as Element, '--cookie-banner-height', [html, toaster])

    banner.height = 96.4
    FakeResizeObserver.resize()
    expect(html.properties.get('--cookie-banner-height')).toBe('96px')
    expect(toaster.properties.get('--cookie-banner-height')).toBe('96px')

    banner.height = 140.6 // the text wraps on a narrower window
    FakeResizeObserver.resize()
    expect(html.properties.get('--cookie-banner-height')).toBe('141px')
    expect(toaster.properties.get('--cookie-banner-height')).toBe('141px')
  })

  it('tells onHeight each height too (the banner’s room below the footer)', () => {
    const banner = measured()
    const onHeight = vi.fn()
    publishHeight(banner as unknown as Element, '--cookie-banner-height', [reader()], onHeight)
    banner.height = 80
    FakeResizeObserver.resize()
    expect(onHeight).toHaveBeenLastCalledWith(80)
  })

  it('takes the property away from every reader when stopped, and no longer follows the element', () => {
    const panel = measured()
    const toaster = reader()
    const stop = publishHeight(panel as unknown as Element, '--chat-panel-height', [toaster])
    panel.height = 56
    FakeResizeObserver.resize()
    stop()
    expect(toaster.properties.has('--chat-panel-height')).toBe(false)

    panel.height = 300
    FakeResizeObserver.resize()
    expect(toaster.properties.has('--chat-panel-height')).toBe(false)
  })

  it('passes over a reader that is not on the page (a menu not rendered)', () => {
    const header = measured()
    const html = reader()
    const stop = publishHeight(header as unknown as Element, '--header-height', [html, null, undefined])
    header.height = 64
    FakeResizeObserver.resize()
    expect(html.properties.get('--header-height')).toBe('64px')
    expect(() => stop()).not.toThrow()
  })
})
