'use client'

import { FieldDescription, useConfig, useFormFields } from '@payloadcms/ui'
import type { FieldDescriptionClientProps, StaticDescription } from 'payload'

import { isValidSlug } from '@/lib/slug'
import { lengthVerdict, type LengthAim } from '@/lib/textLength'

import { NewTabLink } from './NewTabLink'
import { useOwnPageTexts } from './useOwnPageTexts'
import { usePageContentAt } from './usePageContentAt'

type Props = FieldDescriptionClientProps & {
  /** The length search results show; none for a text they do not show (the main heading). */
  aim?: LengthAim
  /** On the page-content form: which of the page's own texts the field replaces, named while the field is empty. */
  own?: 'title' | 'description' | 'h1'
  /** On an article's form: the field its page content (at /blog/<slug>) may replace on the site. */
  replacedBy?: 'title' | 'description'
}

const OWN_NOUNS = { title: 'title', description: 'description', h1: 'main heading' } as const

/**
 * A title or description field's description, then a counter of its length against what search results show (the
 * field's `clientProps.aim`), updated as the editor types: "57 characters: a good length.", or a warning past it. On an
 * article, also whether the article's page content replaces the field on the site, with a link to it: otherwise an
 * edit here would change nothing a visitor or a search engine sees. On the page-content form (`own`), while the field is
 * empty: the text the page keeps (also greyed in the field, where a phone's width may cut it) and, for a title or
 * description, its length.
 */
export function LengthDescription({ path, field, description, aim, replacedBy, own }: Props) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const {
    config: { routes },
  } = useConfig()
  const pagePath = replacedBy && typeof slug === 'string' && isValidSlug(slug) ? `/blog/${slug}` : null
  const content = usePageContentAt(pagePath)
  const ownTexts = useOwnPageTexts({ enabled: Boolean(own) })
  const verdict = aim ? lengthVerdict(value, aim) : null
  const ownText = own && ownTexts && !(typeof value === 'string' && value.trim()) ? ownTexts[own] : null
  const ownVerdict = ownText && aim ? lengthVerdict(ownText, aim) : null
  const text = description ?? (field?.admin as { description?: StaticDescription } | undefined)?.description

  const replacements: string[] = []
  if (content && replacedBy === 'title') {
    if (content.title) replacements.push(`search results and browser tabs show its title, “${content.title}”`)
    if (content.h1) replacements.push(`the article’s heading reads “${content.h1}”`)
  }
  if (content && replacedBy === 'description' && content.description) replacements.push(`search results show its description, “${content.description}”`)

  return (
    <>
      <FieldDescription description={text} path={path} />
      {verdict ? (
        <div className={`field-description length-note length-note--${verdict.tone}`} data-length-note="">
          <span>{verdict.text}</span>
        </div>
      ) : null}
      {ownText ? (
        <div className={`field-description length-note length-note--${ownVerdict?.tone ?? 'plain'}`} data-own-note="">
          <span>
            Empty: the page keeps its own {OWN_NOUNS[own!]}, “{ownText}”{/[.!?]$/.test(ownText) ? '' : '.'}
            {ownVerdict ? ` ${ownVerdict.text}` : ''}
          </span>
        </div>
      ) : null}
      {content && replacements.length ? (
        <div className="field-description length-note length-note--warn" data-replaced-note="">
          <span>
            The page content for {content.path} replaces this on the site: {replacements.join('; ')}.{' '}
            <NewTabLink href={`${routes.admin}/collections/page-content/${content.id}`}>Edit the page content</NewTabLink>
          </span>
        </div>
      ) : null}
    </>
  )
}
