'use client'

import { FieldDescription, useConfig, useFormFields } from '@payloadcms/ui'
import type { FieldDescriptionClientProps, StaticDescription } from 'payload'

import { isValidSlug } from '@/lib/slug'
import { lengthVerdict, type LengthAim } from '@/lib/textLength'

import { NewTabLink } from './NewTabLink'
import { usePageContentAt } from './usePageContentAt'

type Props = FieldDescriptionClientProps & {
  aim: LengthAim
  /** On an article's form: the field its page content (at /blog/<slug>) may replace on the site. */
  replacedBy?: 'title' | 'description'
}

/**
 * A title or description field's description, then a counter of its length against what search results show (the
 * field's `clientProps.aim`), updated as the editor types: "57 characters: a good length.", or a warning past it. On an
 * article, also whether the article's page content replaces the field on the site, with a link to it: otherwise an
 * edit here would change nothing a visitor or a search engine sees.
 */
export function LengthDescription({ path, field, description, aim, replacedBy }: Props) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const {
    config: { routes },
  } = useConfig()
  const pagePath = replacedBy && typeof slug === 'string' && isValidSlug(slug) ? `/blog/${slug}` : null
  const content = usePageContentAt(pagePath)
  const verdict = lengthVerdict(value, aim)
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
