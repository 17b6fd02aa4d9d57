'use client'

import { FieldDescription, useConfig, useField } from '@payloadcms/ui'
import type { FieldDescriptionClientProps, StaticDescription } from 'payload'
import { useEffect, useState } from 'react'

import { pagePathStatus } from '@/lib/site/pagePathStatus'

type ArticleCheck =
  | { slug: string; state: 'live'; title: string }
  | { slug: string; state: 'hidden' | 'unpublished' | 'none' | 'failed' }

type ArticleDoc = { title?: unknown; active?: unknown }

/**
 * The page-content form's path description: Payload's own text, then whether the site has a page at the path typed.
 * A typo ('/abot') saves, but its content would show nowhere: the form says so and offers the pages it was probably
 * meant for. An article's address is checked against the articles (the published one, then drafts), as staff see
 * them; a page the site has gets a link to open it.
 */
export function PagePathDescription({ path: fieldPath, field, description }: FieldDescriptionClientProps) {
  const { value, setValue } = useField<string>({ path: fieldPath })
  const {
    config: { serverURL, routes },
  } = useConfig()
  const status = pagePathStatus(value)
  const slug = status.kind === 'article' ? status.slug : null
  const [article, setArticle] = useState<ArticleCheck | null>(null)

  useEffect(() => {
    if (!slug) return
    const controller = new AbortController()
    const find = async (draft: boolean): Promise<ArticleDoc | undefined> => {
      const query = new URLSearchParams({ 'where[slug][equals]': slug, depth: '0', limit: '1', 'select[title]': 'true', 'select[active]': 'true' })
      if (draft) query.set('draft', 'true')
      else query.set('where[_status][equals]', 'published')
      const res = await fetch(`${serverURL}${routes.api}/news-updates?${query}`, { credentials: 'include', signal: controller.signal })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      return ((await res.json()) as { docs?: ArticleDoc[] }).docs?.[0]
    }
    // Typing a slug letter by letter asks once it pauses.
    const timer = setTimeout(async () => {
      try {
        const published = await find(false)
        if (published) {
          const title = typeof published.title === 'string' ? published.title : slug
          setArticle(published.active === false ? { slug, state: 'hidden' } : { slug, state: 'live', title })
        } else setArticle({ slug, state: (await find(true)) ? 'unpublished' : 'none' })
      } catch {
        if (!controller.signal.aborted) setArticle({ slug, state: 'failed' })
      }
    }, 400)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [slug, serverURL, routes.api])

  const text = description ?? (field?.admin as { description?: StaticDescription } | undefined)?.description
  const check = article && article.slug === slug ? article : null
  const open = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" title="Opens in a new tab">
      {label}
      <span aria-hidden="true"> ↗</span>
    </a>
  )

  let note: React.ReactNode = null
  let warn = false
  if (status.kind === 'page') note = open(status.path, 'Open this page')
  else if (status.kind === 'unknown') {
    warn = true
    note = (
      <>
        No page of the site has this address, so this content would show nowhere.
        {status.suggestions.length ? (
          <>
            {' '}
            Did you mean{' '}
            {status.suggestions.map((s, i) => (
              <span key={s.href}>
                {i ? (i === status.suggestions.length - 1 ? ' or ' : ', ') : null}
                <button type="button" className="page-path-note__use" onClick={() => setValue(s.href)}>
                  {s.href}
                </button>
              </span>
            ))}
            ?
          </>
        ) : (
          <> Check it against the {open('/sitemap', 'site map')}.</>
        )}
      </>
    )
  } else if (status.kind === 'article' && check) {
    warn = check.state !== 'live' && check.state !== 'failed'
    if (check.state === 'live') note = <>The article “{check.title}”. {open(status.path, 'Open this page')}</>
    else if (check.state === 'hidden') note = 'The article at this address is inactive, hidden from the site: this content shows once it is active again.'
    else if (check.state === 'unpublished') note = 'The article at this address is not published yet: this content shows once it is.'
    else if (check.state === 'none') note = 'No article has this address, so this content would show nowhere until one is published at it.'
    else note = 'Whether an article has this address could not be checked just now.'
  }

  return (
    <>
      <FieldDescription description={text} path={fieldPath} />
      <div className={note ? `field-description page-path-note${warn ? ' page-path-note--warn' : ''}` : undefined} role="status">
        {/* Payload's description is a flex box: one child keeps the note's spaces. */}
        {note ? <span>{note}</span> : null}
      </div>
    </>
  )
}
