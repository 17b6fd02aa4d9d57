'use client'

import { TextareaField, TextField } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'

import { useOwnPageTexts, type OwnTexts } from './useOwnPageTexts'

type Own = { own: keyof Pick<OwnTexts, 'title' | 'description' | 'h1'> }

/** The field's config with the page's own text as its placeholder, once known. */
function useOwnPlaceholder<F extends { admin?: object }>(field: F, own: Own['own']): F {
  const placeholder = useOwnPageTexts()?.[own]
  return placeholder ? { ...field, admin: { ...field.admin, placeholder } } : field
}

/**
 * A page-content text field that shows, while empty, what the page shows of its own in its place (greyed, as a
 * placeholder): the editor sees what an override would replace. Otherwise Payload's own field.
 */
export function OwnTextField({ own, ...props }: TextFieldClientProps & Own) {
  return <TextField {...props} field={useOwnPlaceholder(props.field, own)} />
}

/** OwnTextField for a textarea (the meta description). */
export function OwnTextareaField({ own, ...props }: TextareaFieldClientProps & Own) {
  return <TextareaField {...props} field={useOwnPlaceholder(props.field, own)} />
}
