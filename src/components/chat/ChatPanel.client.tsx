'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react'

import { CHAT_ERROR_TEXT, CHAT_GREETING, CHAT_MAX_MESSAGE, CHAT_UNAVAILABLE_TEXT, trimConversation, type ChatTurn } from '@/lib/ai/chat'

import { EmailAddress } from '../EmailAddress'
import { useFirmContact } from '../FirmContact.client'
import { isPlainClick } from '@/lib/links'
import { telHref } from '@/lib/site/contact'
import { publishHeight } from '@/lib/observeHeight'
import { coverToasts } from '@/lib/toast'
import type { TooltipSide } from '@/lib/tooltip'
import { useMediaQuery } from '@/lib/useMediaQuery'
import { fitToVisualViewport } from '@/lib/visualViewport'
import { CloseIcon } from '@/components/icons'
import { RestartIcon } from './icons'

type Availability = 'checking' | 'available' | 'unavailable'

/** A turn as the panel shows it: an answer of the assistant also comes as safe HTML (bold, lists, links). */
type ShownTurn = ChatTurn & { html?: string }

/**
 * The conversation is kept in the tab's sessionStorage, so a reload or a page opened by a plain link does not lose it;
 * it goes when the tab is closed, or with 'New conversation'. What is read back is checked turn by turn.
 */
const STORAGE_KEY = 'chat-conversation'

function storedTurns(): ShownTurn[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(value)) return []
    const turns: ShownTurn[] = value.flatMap((t: Partial<ShownTurn>) =>
      (t?.role === 'user' || t?.role === 'assistant') && typeof t.content === 'string'
        ? [{ role: t.role, content: t.content, ...(t.role === 'assistant' && typeof t.html === 'string' ? { html: t.html } : {}) }]
        : [],
    )
    // A question left without its answer (the page was reloaded while it was awaited) is dropped: turns alternate.
    while (turns.at(-1)?.role === 'user') turns.pop()
    return turns
  } catch {
    return []
  }
}

function storeTurns(turns: ShownTurn[]) {
  try {
    if (turns.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns))
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage full or refused (private modes): the conversation still lives as long as the page.
  }
}

/**
 * Screens that get the panel as a full-screen dialog: narrower than 40 rem (sm), a phone; or lower than 30 rem and
 * narrower than 64 rem, where the 550 px panel does not fit and, with the cookie banner below it, was squeezed to a
 * strip (a phone held sideways, 740 x 360; a laptop zoomed to 200 %). A wide, low window keeps the panel beside the
 * page, the banner beside it.
 */
const PHONE_SCREEN = '(max-width: 39.999rem), (max-height: 29.999rem) and (max-width: 63.999rem)'

/**
 * The chat panel: 550 px tall (the whole screen on a phone), can be minimised to its header and closed (either resets
 * minimised). A reply is awaited with a 'Thinking...' bubble; blank messages are not sent and nothing is sent while
 * waiting.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [minimised, setMinimised] = useState(false)
  const [availability, setAvailability] = useState<Availability>('checking')
  // The panel is only rendered in the browser (ssr: false), so storage can be read at once.
  const [turns, setTurns] = useState<ShownTurn[]>(storedTurns)
  const [draft, setDraft] = useState('')
  const [loading, setLoading] = useState(false)
  const log = useRef<HTMLOListElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const panel = useRef<HTMLDialogElement>(null)
  const uid = useId()
  const contact = useFirmContact()
  const router = useRouter()
  // On a phone the open panel would cover all but a strip of the page: it fills the screen instead, as the browser's
  // own modal dialog: the page behind is out of reach of Tab, of a screen reader and of a tap, and stays still
  // (globals.css), and a phone's Back gesture closes it. Minimised, it is the small bar beside the page, as on a desktop.
  const sheet = useMediaQuery(PHONE_SCREEN) && !minimised
  // The header's buttons are named by tooltips, inside the panel (which clips what goes past its rounded edge): below
  // them, or in the minimised bar, left of them over its title.
  const tip: TooltipSide = minimised ? 'left' : 'below'

  // Whole-screen, it is a modal dialog, drawn over everything, the toasts too: a toast that comes meanwhile (an enquiry
  // sent just before) waits, unshown, its 4 s starting once the panel is closed or minimised (lib/toast).
  useEffect(() => {
    coverToasts(open && sheet)
    return () => coverToasts(false)
  }, [open, sheet])

  // Minimised on a phone, the bar lies where the toasts show (the screen's width, at its foot): they go above it
  // (globals.css) by its height, which it gives them.
  useEffect(() => {
    const dialog = panel.current
    const toaster = document.querySelector<HTMLElement>('[data-toaster]')
    if (!open || sheet || !dialog || !toaster) return
    return publishHeight(dialog, '--chat-panel-height', [toaster])
  }, [open, sheet])

  // It keeps above a phone's or tablet's on-screen keyboard, which the browser draws over the page (lib/visualViewport):
  // whole-screen, the header at the top and the message box just over the keyboard; in the corner, the panel 1 rem
  // above it; either way the latest message still at the log's foot.
  useEffect(() => {
    const dialog = panel.current
    if (!open || minimised || !dialog) return
    return fitToVisualViewport(dialog, sheet ? 'fill' : 'corner', () => {
      const scroller = log.current?.parentElement
      if (scroller) scroller.scrollTop = scroller.scrollHeight
    })
  }, [open, sheet, minimised])

  // A dialog is opened either as a modal or not: going from one to the other closes it and opens it again, and the
  // control the visitor was on (Minimise, Expand) keeps the focus the browser would otherwise move.
  useLayoutEffect(() => {
    const dialog = panel.current
    if (!dialog || (dialog.open && dialog.matches(':modal') === sheet)) return
    const focused = dialog.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null
    if (dialog.open) dialog.close()
    if (sheet) dialog.showModal()
    else dialog.show()
    focused?.focus()
  }, [open, sheet])

  // Focus goes to the question box, or to the panel itself while the assistant is off (the box is disabled then):
  // left where it was it fell to the page's top, and Escape no longer reached the panel.
  const focusInside = () => {
    if (input.current && !input.current.disabled) input.current.focus()
    else panel.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    setMinimised(false)
    focusInside()
  }, [open])

  // The box is disabled once the assistant turns out to be off (after the panel opened, or an answer of 503):
  // the focus it had goes to the panel instead of to the page.
  useEffect(() => {
    if (!open || minimised || availability !== 'unavailable') return
    const focused = document.activeElement
    if (!focused || focused === document.body || focused === input.current) panel.current?.focus()
  }, [open, minimised, availability])

  useEffect(() => {
    let cancelled = false
    fetch('/api/chat')
      .then((r) => (r.ok ? r.json() : { available: false }))
      .then((b: { available?: boolean }) => !cancelled && setAvailability(b.available ? 'available' : 'unavailable'))
      .catch(() => !cancelled && setAvailability('unavailable'))
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' })
  }, [turns, loading])

  useEffect(() => storeTurns(turns), [turns])

  if (!open) return null

  const close = () => {
    setMinimised(false)
    onClose()
  }

  async function send(event?: FormEvent) {
    event?.preventDefault()
    const text = draft.trim()
    // Sending while the availability check is still out is allowed: the server answers 503 if the assistant is off.
    if (!text || loading || availability === 'unavailable') return
    const next: ShownTurn[] = [...turns, { role: 'user', content: text }]
    setTurns(next)
    setDraft('')
    setLoading(true)
    try {
      const res = await fetch('/api/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // The latest turns only, as the model is given (a long conversation would otherwise pass the request's limit).
        body: JSON.stringify({ messages: trimConversation(next).map(({ role, content }) => ({ role, content })) }),
      })
      const body = (await res.json().catch(() => ({}))) as { reply?: string; html?: string; error?: string }
      if (res.status === 503) setAvailability('unavailable')
      const answer: ShownTurn =
        res.ok && body.reply
          ? { role: 'assistant', content: body.reply, html: body.html }
          : { role: 'assistant', content: res.status === 429 || res.status === 400 ? body.error || CHAT_ERROR_TEXT : CHAT_ERROR_TEXT }
      setTurns((t) => [...t, answer])
    } catch {
      setTurns((t) => [...t, { role: 'assistant', content: CHAT_ERROR_TEXT }])
    } finally {
      setLoading(false)
      focusInside()
    }
  }

  // A link in an answer to a page of this site opens it in place, as the site's own links do: the panel, part of
  // every page, stays open with the conversation (a full page load would start it again).
  function followSiteLink(event: MouseEvent<HTMLOListElement>) {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//') || !isPlainClick(event)) return
    event.preventDefault()
    router.push(href)
  }

  const bubble = (role: ChatTurn['role'], formatted = false) =>
    `max-w-[85%] ${formatted ? 'chat-reply' : 'whitespace-pre-wrap'} rounded-2xl px-4 py-2.5 text-sm leading-6 ${role === 'user' ? 'ml-auto bg-brand-700 text-white' : 'bg-slate-100 text-ink'}`

  return (
    <dialog
      ref={panel}
      data-chat-panel=""
      tabIndex={-1}
      aria-labelledby={`${uid}-title`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.nativeEvent.isComposing) return
        // Handled here for both kinds (the browser closes only a modal one on Escape, and would do it behind React's back).
        e.preventDefault()
        close()
      }}
      // The browser's own request to close a modal dialog: a phone's Back gesture.
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      className={`fixed z-[55] flex-col overflow-hidden bg-white text-ink open:flex outline-none print:hidden ${
        sheet
          ? 'inset-0 h-full max-h-none w-full max-w-none'
          : `top-auto left-auto bottom-4 right-4 w-(--chat-panel-width) max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 shadow-2xl ${minimised ? 'h-auto' : 'h-[550px] max-h-[calc(100vh-2rem)]'}`
      }`}
    >
      {/* Not a <header>: outside an article or section that is the page's banner landmark, and a screen reader's list
          of landmarks showed two banners, the site's and the chat's, while the panel was beside the page. */}
      <div className="on-dark flex items-center justify-between gap-2 bg-brand-900 px-4 py-3 text-white">
        <div>
          <h2 id={`${uid}-title`} className="text-sm font-semibold">
            Financial Assistant
          </h2>
          <p className="text-xs text-brand-100">General guidance on tax and compliance</p>
        </div>
        <div className="flex items-center gap-1">
          {turns.length && !minimised ? (
            <button
              type="button"
              disabled={loading}
              onClick={() => {
                setTurns([])
                focusInside()
              }}
              aria-label="New conversation"
              data-tip={tip}
              className="relative rounded p-1.5 hover:bg-white/10 disabled:opacity-50"
            >
              <RestartIcon className="h-4 w-4" />
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => setMinimised((m) => !m)}
            aria-expanded={!minimised}
            aria-label={minimised ? 'Expand chat' : 'Minimise chat'}
            data-tip={tip}
            className="relative rounded p-1.5 hover:bg-white/10"
          >
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden fill="currentColor">
              {minimised ? <path d="M4 12l6-6 6 6H4z" /> : <path d="M4 9h12v2H4z" />}
            </svg>
          </button>
          <button type="button" onClick={close} aria-label="Close chat" data-tip={tip} className="relative rounded p-1.5 hover:bg-white/10">
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      </div>
      {minimised ? null : (
        <>
          {/* The log (read out as it grows) holds the list: a list given the role of a log is a list no more, and its
              items are list items outside any list to a screen reader. */}
          <div role="log" aria-live="polite" aria-label="Conversation" className="flex-1 overflow-y-auto overscroll-contain p-4">
            <ol ref={log} onClick={followSiteLink} className="space-y-3">
              <li className={bubble('assistant')}>{CHAT_GREETING}</li>
              {turns.map((t, i) => (
                <li key={i} className={bubble(t.role, Boolean(t.html))}>
                  <span className="sr-only">{t.role === 'user' ? 'You: ' : 'Assistant: '}</span>
                  {/* Made safe on the server (src/lib/ai/chatReply.ts): Markdown's HTML, its own HTML escaped, links checked. */}
                  {t.html ? <div dangerouslySetInnerHTML={{ __html: t.html }} /> : t.content}
                </li>
              ))}
              {loading ? <li className={`${bubble('assistant')} italic text-slate-600`}>Thinking...</li> : null}
              {availability === 'unavailable' ? (
                <li className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                  {CHAT_UNAVAILABLE_TEXT}
                  {contact ? (
                    <>
                      {' '}Please {contact.phone ? <>call <a className="whitespace-nowrap font-semibold underline" href={telHref(contact.phone)}>{contact.phone}</a> or </> : null}
                      e-mail <a className="font-semibold underline" href={`mailto:${contact.email}`}><EmailAddress address={contact.email} /></a>.
                    </>
                  ) : null}
                </li>
              ) : null}
            </ol>
          </div>
          <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 p-3">
            <label htmlFor={`${uid}-input`} className="sr-only">
              Your question
            </label>
            <textarea
              ref={input}
              id={`${uid}-input`}
              rows={1}
              value={draft}
              maxLength={CHAT_MAX_MESSAGE}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault()
                  void send()
                }
              }}
              disabled={availability === 'unavailable'}
              placeholder={availability === 'unavailable' ? 'Unavailable' : 'Ask about tax, GST, audits…'}
              className="max-h-28 min-h-[2.5rem] flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100"
            />
            <button
              type="submit"
              disabled={loading || !draft.trim() || availability === 'unavailable'}
              className="rounded-lg border border-transparent bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Send
            </button>
          </form>
          <p className="px-4 pb-3 text-[0.6875rem] leading-4 text-slate-500">General information only, not professional advice. Don’t share PAN, Aadhaar or bank details.</p>
        </>
      )}
    </dialog>
  )
}
