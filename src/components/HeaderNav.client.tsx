'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useId, useRef } from 'react'

import Link from '@/components/SiteLink'
import type { NavLink } from '@/lib/site/routes'

import { ChevronDownIcon, MENU_ICON_PATH } from './icons'
import { closeDisclosure, whenFocusLeaves } from '@/lib/focus'
import { isPlainClick } from '@/lib/links'
import { publishHeight } from '@/lib/observeHeight'

// The page itself or one below it: /blog for /blog/some-article, but not /contact for /contact-us.
const isCurrent = (pathname: string, href: string) => pathname === href || (href !== '/' && pathname.startsWith(`${href}/`))

/**
 * Scrolls to the page's contact section, or goes to the home page's when this page has none. For the click of a link
 * to the section (`#contact`, or `/#contact` where the page may have none), which leads there without script.
 */
export function useScrollToContact() {
  const router = useRouter()
  return (event?: Pick<MouseEvent, 'preventDefault' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) => {
    // A click meant to open the link elsewhere (new tab or window) is left to the browser.
    if (event && !isPlainClick(event)) return
    event?.preventDefault()
    const target = document.getElementById('contact')
    if (target) {
      // A visitor who asked the system for less motion gets there at once.
      target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' })
      target.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true })
    } else {
      router.push('/#contact')
    }
  }
}

type Props = {
  firmName: string
  main: NavLink[]
  firm: NavLink[]
  /** The phone menu's links to call and write to the firm: drawn on the server (no script of theirs in the page). */
  contacts: ReactNode
}

export function HeaderNav({ firmName, main, firm, contacts }: Props) {
  const pathname = usePathname()
  const firmDetails = useRef<HTMLDetailsElement>(null)
  const firmButton = useRef<HTMLElement>(null)
  const firmList = useRef<HTMLUListElement>(null)
  const mobileMenu = useRef<HTMLDetailsElement>(null)
  const mobileButton = useRef<HTMLElement>(null)
  const mobileNav = useRef<HTMLElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const mobileId = useId()
  const scrollToContact = useScrollToContact()

  // The menus are native disclosures, so a tap opens them before the page's script has run (on a slow phone, seconds
  // after the page shows); the script only ever closes them (closeDisclosure).
  const closeMobile = () => closeDisclosure(mobileMenu.current)
  const closeFirm = () => closeDisclosure(firmDetails.current)

  // Any navigation closes the menus (not the page's first showing: a menu opened before the script ran stays open).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeMobile()
    closeFirm()
  }, [pathname])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Focus in a menu that closes would be left on nothing (the page's start): it goes back to the menu's button.
        const focused = document.activeElement
        if (firmList.current?.contains(focused)) firmButton.current?.focus()
        if (mobileNav.current?.contains(focused)) mobileButton.current?.focus()
        closeFirm()
        closeMobile()
      }
    }
    const onClick = (e: MouseEvent) => {
      if (!firmDetails.current?.contains(e.target as Node)) closeFirm()
      // A tap on the page below the open mobile menu closes it, as a tap outside the firm menu does.
      if (bar.current && !bar.current.contains(e.target as Node)) closeMobile()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])

  // The sticky header covers the top of the page: the page keeps its height clear when it scrolls a link, field or
  // section into view (html's scroll-padding-top, globals.css), so Shift+Tab, an anchor or a field with an error is
  // not hidden behind it. The phone menu opens over the page below the header, and gets the rest of the screen.
  useEffect(() => {
    const header = bar.current?.closest('header')
    if (!header) return
    // Set where it is read: the property does not pass to the elements inside (globals.css says why). The phone menu
    // reads where the header's foot is instead (below).
    return publishHeight(header, '--header-height', [document.documentElement])
  }, [])

  // The open phone menu reaches from the header's foot down to the screen's: on a low screen the header's foot is not
  // its height once the top bar has scrolled away (globals.css), and the menu ended 40 px short of the screen's foot.
  useEffect(() => {
    const header = bar.current?.closest('header')
    const details = mobileMenu.current
    const nav = mobileNav.current
    if (!header || !details || !nav) return
    const place = () => nav.style.setProperty('--menu-top', `${header.getBoundingClientRect().bottom}px`)
    // Followed only while the menu is open: every scroll of every page otherwise ran this for a closed menu.
    let following: AbortController | undefined
    const onToggle = () => {
      following?.abort()
      following = undefined
      if (!details.open) return
      place()
      following = new AbortController()
      window.addEventListener('scroll', place, { passive: true, signal: following.signal })
      window.addEventListener('resize', place, { signal: following.signal }) // a phone turned, the top bar coming or going
    }
    onToggle() // opened before the page's script ran
    details.addEventListener('toggle', onToggle)
    return () => {
      details.removeEventListener('toggle', onToggle)
      following?.abort()
    }
  }, [])

  const linkClass = (active: boolean) =>
    `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${active ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'}`
  const navItem = (item: NavLink) => (
    <li key={item.href}>
      <Link href={item.href} className={linkClass(isCurrent(pathname, item.href))} aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  )

  return (
    <div
      ref={bar}
      // The focus leaving the open mobile menu for the page (Tab past its last link) closes it: the menu, sticky with
      // the header, would otherwise cover the link the focus went to.
      onBlur={whenFocusLeaves(closeMobile)}
      className="border-b border-slate-200 bg-white/95 backdrop-blur print:border-slate-400"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="flex min-w-0 items-center gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-900 text-sm font-bold text-white max-xs:hidden" aria-hidden>
            CA
          </span>
          <span className="line-clamp-3 text-base font-semibold leading-tight text-ink lg:text-lg">{firmName}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block print:hidden">
          <ul className="flex items-center gap-1">
            {main.slice(0, 2).map(navItem)}
            <li className="relative">
              {/* A native disclosure, as the phone menu: a click opens it before the page's script has run, and without
                  script at all. Tab past its last link (or Shift+Tab before its button) closes it, as a click elsewhere
                  does. */}
              <details
                ref={firmDetails}
                onBlur={whenFocusLeaves(closeFirm)}
                className="group/firm [&>summary::-webkit-details-marker]:hidden"
              >
                <summary
                  ref={firmButton}
                  aria-controls={menuId}
                  className={`flex cursor-pointer list-none items-center gap-1 ${linkClass(firm.some((f) => isCurrent(pathname, f.href)))}`}
                >
                  Our Firm <ChevronDownIcon className="h-4 w-4 group-open/firm:rotate-180 motion-safe:transition" />
                </summary>
                <ul ref={firmList} id={menuId} className="absolute left-0 top-full mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
                  {firm.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-ink" onClick={closeFirm}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {main.slice(2).map(navItem)}
          </ul>
        </nav>

        <div className="flex items-center gap-2 print:hidden">
          <a href="/#contact" onClick={scrollToContact} className="hidden whitespace-nowrap rounded-md border border-transparent bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 sm:inline-block">
            Get Started
          </a>
          {/* A native disclosure: it opens at a tap before the page's script has run, and without script at all. The menu
              opens over the page below the header; taller than a phone held sideways, it scrolls within itself. */}
          <details
            ref={mobileMenu}
            className="group/menu lg:hidden print:hidden [&>summary::-webkit-details-marker]:hidden"
          >
            <summary ref={mobileButton} aria-label="Menu" aria-controls={mobileId} className="block cursor-pointer list-none rounded-md p-2 text-ink hover:bg-slate-100">
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
                <g className="group-open/menu:hidden">{MENU_ICON_PATH}</g>
                <path className="hidden group-open/menu:block" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </summary>
            <nav
              ref={mobileNav}
              id={mobileId}
              aria-label="Mobile"
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--menu-top,100%))] overflow-y-auto overscroll-contain border-y border-slate-200 bg-white shadow-lg"
            >
              <ul className="mx-auto max-w-6xl space-y-1 px-4 py-3 sm:px-6">
                {[...main.slice(0, 2), ...firm, ...main.slice(2)].map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={closeMobile}
                      aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                      className={`block rounded-md px-3 py-2.5 text-base font-medium ${isCurrent(pathname, item.href) ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li className="flex flex-col gap-2 border-t border-slate-200 pt-3">
                  {contacts}
                  <a
                    href="/#contact"
                    onClick={(event) => {
                      // Closed before the scroll, so the section is not left under the open menu.
                      closeMobile()
                      scrollToContact(event)
                    }}
                    className="rounded-md border border-transparent bg-brand-700 px-4 py-2.5 text-center text-sm font-semibold text-white"
                  >
                    Get Started
                  </a>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </div>
  )
}
