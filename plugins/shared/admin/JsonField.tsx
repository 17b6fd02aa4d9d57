'use client'

import { FieldError, TextareaInput, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent, Validate } from 'payload'
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react'

import { formatJson, parseJson } from './json'

/** Rows the text area opens with: the text's lines, between 3 and 24 (it scrolls and can be resized beyond). */
const rowsFor = (text: string) => Math.min(24, Math.max(3, text.split('\n').length))

/**
 * The SEO suite's JSON fields in the admin: the value as indented JSON in a plain text area (read-only where the
 * record is), checked as JSON while typing. It stands in for Payload's code editor, which loads its editor
 * (Monaco) from a public CDN and stays an empty grey box where that cannot be reached.
 */
export const JsonField: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly, validate }) => {
  const { label, localized, required } = field
  const description = field.admin?.description
  const [jsonError, setJsonError] = useState<string>()

  // A text that is not JSON fails on the spot; a JSON value goes on to the field's own rules (required and so on).
  const validateWithParse = useCallback<Validate>(
    (value, options) =>
      jsonError ?? (typeof validate === 'function' ? validate(value, { ...options, jsonError, required } as Parameters<typeof validate>[1]) : true),
    [validate, required, jsonError],
  )
  const { disabled, path, setValue, showError, value } = useField<unknown>({
    potentiallyStalePath: pathFromProps,
    validate: validateWithParse,
  })

  const [text, setText] = useState(() => formatJson(value))
  // The form's value changed: unless it is what was just typed here, show it (the document loaded, saved or reset).
  const typed = useRef<{ value: unknown } | null>(null)
  useEffect(() => {
    if (typed.current && Object.is(typed.current.value, value)) return
    typed.current = null
    setText(formatJson(value))
    setJsonError(undefined)
  }, [value])

  const locked = Boolean(readOnly || disabled)
  const onChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) => {
      if (locked) return
      const next = event.target.value
      const parsed = parseJson(next)
      const formValue = 'error' in parsed ? next : parsed.value
      typed.current = { value: formValue }
      setText(next)
      setJsonError('error' in parsed ? parsed.error : undefined)
      setValue(formValue)
    },
    [locked, setValue],
  )

  return (
    <TextareaInput
      className="json-text-field"
      path={path}
      label={label}
      localized={localized}
      required={required}
      description={description}
      readOnly={locked}
      rows={rowsFor(text)}
      value={text}
      onChange={onChange}
      showError={showError || Boolean(jsonError)}
      Error={<FieldError path={path} showError={showError || Boolean(jsonError)} message={jsonError} />}
    />
  )
}
