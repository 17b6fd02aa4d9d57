'use client'

import { TextareaField, TextField } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'

import { useOwnPageTexts, type OwnTexts } from './useOwnPageTexts'

type Own = { own: keyof Pick<OwnTexts, 'title' | 'description' | 'h1'> }

/**
 * A page-content text field that shows, while empty, what the page shows of its own in its place (greyed, as a
 * placeholder): the editor sees what an override would replace. Otherwise Payload's own field.
 */
export function OwnTextField({ own, ...props }: TextFieldClientProps & Own) {
  const texts = useOwnPageTexts()
  const placeholder = texts?.[own]
  return <TextField {...props} field={placeholder ? { ...props.field, admin: { ...props.field.admin, placeholder } } : props.field} />
}

/** OwnTextField for a textarea (the meta description). */
export function OwnTextareaField({ own, ...props }: TextareaFieldClientProps & Own) {
  const texts = useOwnPageTexts()
  const placeholder = texts?.[own]
  return <TextareaField {...props} field={placeholder ? { ...props.field, admin: { ...props.field.admin, placeholder } } : props.field} />
}
