'use client'

import { FieldDescription, useFormFields } from '@payloadcms/ui'
import type { FieldDescriptionClientProps, StaticDescription } from 'payload'

import { lengthVerdict, type LengthAim } from '@/lib/textLength'

/**
 * A title or description field's description, then a counter of its length against what search results show (the
 * field's `clientProps.aim`), updated as the editor types: "57 characters: a good length.", or a warning past it.
 */
export function LengthDescription({ path, field, description, aim }: FieldDescriptionClientProps & { aim: LengthAim }) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const verdict = lengthVerdict(value, aim)
  const text = description ?? (field?.admin as { description?: StaticDescription } | undefined)?.description
  return (
    <>
      <FieldDescription description={text} path={path} />
      {verdict ? (
        <div className={`field-description length-note length-note--${verdict.tone}`} data-length-note="">
          <span>{verdict.text}</span>
        </div>
      ) : null}
    </>
  )
}
