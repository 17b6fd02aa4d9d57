'use client'

import { FieldDescription, useField } from '@payloadcms/ui'
import type { FieldDescriptionClientProps, StaticDescription } from 'payload'

import { pagePathStatus } from '@/lib/site/pagePathStatus'

import { NewTabLink } from './NewTabLink'
import { useArticleAtAddress } from './useArticleAtAddress'

/**
 * The page-content form's path description: Payload's own text, then whether the site has a page at the path typed.
 * A typo ('/abot') saves, but its content would show nowhere: the form says so and offers the pages it was probably
 * meant for. An article's address is checked against the articles (the published one, then drafts), as staff see
 * them; a page the site has gets a link to open it.
 */
export function PagePathDescription({ path: fieldPath, field, description }: FieldDescriptionClientProps) {
  const { value, setValue } = useField<string>({ path: fieldPath })
  const status = pagePathStatus(value)
  // Typing a slug letter by letter asks once it pauses.
  const check = useArticleAtAddress(status.kind === 'article' ? status.slug : null, 400)

  const text = description ?? (field?.admin as { description?: StaticDescription } | undefined)?.description
  const open = (href: string, label: string) => <NewTabLink href={href}>{label}</NewTabLink>

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
