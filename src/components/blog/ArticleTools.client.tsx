'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { BookmarkIcon } from '@/components/blog/icons'
import { toggleStoredBookmark, useBookmarks } from '@/lib/bookmarks'
import { closeDisclosure, whenFocusLeaves } from '@/lib/focus'
import { isPlainClick } from '@/lib/links'
import { onScrollFrame } from '@/lib/onScrollFrame'
import { COPIED_MS, popupFeatures, scrollPercent, shareUrl, type ShareNetwork } from '@/lib/share'
import { toast } from '@/lib/toast'
import { useDisclosureDismiss } from '@/lib/useDisclosureDismiss'
import { useHydrated } from '@/lib/useHydrated'

export function ReadingProgress() {
  const [percent, setPercent] = useState(0)
  useEffect(
    () =>
      onScrollFrame(() => {
        const el = document.documentElement
        setPercent(scrollPercent(el.scrollTop, el.scrollHeight, window.innerHeight))
      }),
    [],
  )
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-needs-script
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div className="h-full bg-accent-500 motion-safe:transition-[width] motion-safe:duration-100" style={{ width: `${percent}%` }} />
    </div>
  )
}

/**
 * The networks Share offers: Facebook, Twitter and LinkedIn in a 600x400 popup (spec 01 section 7); WhatsApp, where
 * most people in India pass a link on, in a new tab, as its link is (a phone hands it to the WhatsApp app; a popup that
 * size would hold WhatsApp Web's sign-in badly).
 */
const NETWORKS: { id: ShareNetwork; label: string; popup: boolean }[] = [
  { id: 'facebook', label: 'Facebook', popup: true },
  { id: 'twitter', label: 'Twitter', popup: true },
  { id: 'linkedin', label: 'LinkedIn', popup: true },
  { id: 'whatsapp', label: 'WhatsApp', popup: false },
]

/**
 * The Share popover: a native disclosure whose networks are links to their share pages, so it works at a click before
 * the page's script has loaded and without script (each opens in a new tab); with script a plain click opens the
 * network's 600x400 popup instead (WhatsApp's stays a new tab). Copy link needs script. `url` is the article's canonical address.
 */
export function ShareMenu({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false)
  // Copy link is offered once the script runs (it needs it): opened before, the popover holds the networks' links.
  const ready = useHydrated()
  const details = useRef<HTMLDetailsElement>(null)
  const trigger = useRef<HTMLElement>(null)
  const menuId = useId()

  // Whether it is open is the element's own state, which the script only ever closes (closeDisclosure).
  const close = () => closeDisclosure(details.current)

  useDisclosureDismiss(details, trigger)

  // Opened, the keyboard starts on its first item, and the page scrolls as little as it takes to show the whole list:
  // opened near a phone's foot, its last items were below the screen.
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return
    event.currentTarget.querySelector<HTMLElement>('[data-share-item]')?.focus({ preventScroll: true })
    document.getElementById(menuId)?.scrollIntoView({ block: 'nearest' })
  }

  const share = (event: React.MouseEvent<HTMLAnchorElement>, network: (typeof NETWORKS)[number]) => {
    // A click meant for a new tab or window is left to the browser (the link's own address).
    if (!isPlainClick(event)) return
    if (!network.popup) {
      // The link opens its new tab; the popover closes once it has.
      setTimeout(close)
      return
    }
    event.preventDefault()
    window.open(shareUrl(network.id, url, title), `share-${network.id}`, popupFeatures(window.screen.width, window.screen.height))
    close()
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast({ title: 'Link copied to clipboard!', variant: 'success' })
      setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      toast({ title: 'Failed to copy link', variant: 'error' })
    }
  }

  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100'
  return (
    <details
      ref={details}
      onToggle={onToggle}
      // The focus leaving it (Tab past Copy link) closes it, as a click elsewhere does: left open it covered the page.
      onBlur={whenFocusLeaves(close)}
      className="relative print:hidden [&>summary::-webkit-details-marker]:hidden"
    >
      <summary
        ref={trigger}
        aria-controls={menuId}
        className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Share
      </summary>
      <div id={menuId} className="absolute left-0 z-30 mt-2 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ul>
          {NETWORKS.map((n) => (
            <li key={n.id}>
              <a
                href={shareUrl(n.id, url, title)}
                target="_blank"
                rel="noopener noreferrer"
                data-share-item=""
                className={item}
                onClick={(event) => share(event, n)}
              >
                Share on {n.label}
              </a>
            </li>
          ))}
          {ready ? (
            <li>
              <button type="button" data-share-item="" className={item} onClick={copy}>
                {copied ? 'Copied!' : 'Copy link'}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </details>
  )
}

export function BookmarkButton({ articleId }: { articleId: number }) {
  const id = String(articleId)
  // null on the server and while the page hydrates: the stored bookmarks are not read yet. The button is kept out of
  // sight (holding its place) until they are: before, it did nothing at a tap, and on an article already bookmarked it
  // showed "Bookmark" until it turned into "Bookmarked".
  const stored = useBookmarks()
  const ready = stored !== null
  const bookmarked = ready && stored.includes(id)

  const onClick = () => {
    try {
      const added = toggleStoredBookmark(id)
      toast({
        title: added ? 'Added to bookmarks' : 'Removed from bookmarks',
        // Where the saved articles are found again: the blog's Saved filter.
        ...(added ? { description: 'Find it again under Saved on the blog.' } : {}),
        variant: 'success',
      })
    } catch {
      toast({ title: 'Bookmarks are not available in this browser', variant: 'error' })
    }
  }

  return (
    <button
      type="button"
      data-needs-script=""
      aria-pressed={bookmarked}
      onClick={onClick}
      className={`inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold ${ready ? '' : 'invisible'} ${bookmarked ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-300 bg-white text-ink hover:bg-slate-50'}`}
    >
      <BookmarkIcon className="h-4 w-4" filled={bookmarked} />
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </button>
  )
}
