'use client'

import { useEffect } from 'react'

/** What the visitor does next that may start a glide of their own: a click or tap on an in-page link, a key. */
const NEXT_ACTIONS = ['pointerdown', 'keydown'] as const

/**
 * Back and Forward put the page back where the visitor left it at once. The site's in-page links glide (globals.css:
 * `scroll-behavior: smooth` on html), and browsers glide to the place they restore on Back too: the blog list a visitor
 * came back to slid down from its top for a second. From a Back or Forward until the visitor's next click, tap or key,
 * the page scrolls without gliding. (A link to another page opens it at its top at once: Next.js does that, told by
 * html's `data-scroll-behavior` in SiteShell.)
 */
export function InstantHistoryScroll() {
  useEffect(() => {
    const html = document.documentElement
    const glideAgain = () => {
      html.style.removeProperty('scroll-behavior')
      for (const type of NEXT_ACTIONS) removeEventListener(type, glideAgain, true)
    }
    const jump = (event: PopStateEvent) => {
      // An in-page link followed (#openings) fires popstate too, with no state: it glides. Back and Forward return to
      // pages whose entries hold Next.js's state (Next.js's router tells the two apart the same way).
      if (event.state === null) return
      html.style.scrollBehavior = 'auto'
      for (const type of NEXT_ACTIONS) addEventListener(type, glideAgain, { capture: true, passive: true })
    }
    addEventListener('popstate', jump)
    return () => {
      removeEventListener('popstate', jump)
      glideAgain()
    }
  }, [])
  return null
}
