'use client'

import { usePathname } from 'next/navigation'
import { type RefObject, useActionState, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'

import { sendEnquiry, type EnquiryFormState } from '@/lib/actions/sendEnquiry'
import {
  checkEnquiryForm,
  draftFields,
  enquiryDraft,
  enquiryFormValues,
  firstInvalidField,
  serverErrorsByField,
  type EnquiryFormVariant as Variant,
  type FieldErrors as Errors,
} from '@/lib/enquiry-form'
import { CONTACT_FORM_SERVICES, ENQUIRY_TOASTS, HOME_FORM_SERVICES, HONEYPOT_FIELD } from '@/lib/enquiry-options'
import { entryValue, keepEdits } from '@/lib/entryState'
import { toast } from '@/lib/toast'

type Status = 'idle' | 'sending'

const IDLE: EnquiryFormState = { status: 'idle' }
/** The form's anchor: a page has one enquiry form at most. */
const FORM_ID = 'enquiry-form'

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${invalid ? 'border-red-500' : 'border-slate-300'}`

/**
 * What a visitor typed and has not sent comes back with the page: Back or Forward to it, or a reload. The App Router
 * draws a page it returns to afresh, so a visitor who stepped away from a half-written enquiry (to the privacy policy,
 * to a service page) came back to an empty form. The fields are kept in the history entry's own state (entryState.ts)
 * when one is changed (the browser's `change`, which a click on a link sets off first) and after a pause in typing, and
 * put back, into fields still empty, before the form is drawn; a sent enquiry (the form cleared) is forgotten.
 */
function useKeptDraft(form: RefObject<HTMLFormElement | null>, variant: Variant) {
  useLayoutEffect(() => {
    const element = form.current
    if (!element) return
    for (const [name, value] of Object.entries(draftFields(entryValue(window.history.state, 'draft'), variant))) {
      const field = element.elements.namedItem(name)
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && field.value === '') field.value = value
    }
    return keepEdits(element, 'draft', () => enquiryDraft(new FormData(element), variant))
  }, [form, variant])
}

/**
 * The enquiry form of the contact page ('contact') or the home page ('home'). Checks run in the browser with
 * the same rules the server enforces; the server's answer (including its rate limit) is shown as it comes.
 */
export function EnquiryForm({ variant }: { variant: Variant }) {
  const uid = useId()
  const pathname = usePathname()
  // Used only when the form is sent before or without the page's script (see sendEnquiry); `outcome` is what the
  // page, answered by the server, shows then. The form posts to its own place on the page, so the answer opens there.
  const [outcome, sendWithoutScript] = useActionState(sendEnquiry, IDLE, `${pathname}#${FORM_ID}`)
  const typed = outcome.status === 'refused' ? outcome.values : {}
  const [notice, setNotice] = useState<EnquiryFormState>(outcome)
  const [status, setStatus] = useState<Status>('idle')
  const [errors, setErrors] = useState<Errors>(outcome.status === 'refused' ? outcome.errors : {})
  const id = (name: string) => `${uid}-${name}`
  const formRef = useRef<HTMLFormElement>(null)
  useKeptDraft(formRef, variant)

  // Set at once, where `status` changes only with the next render: a second submit (a double click, Enter pressed
  // twice) while the checks are still loading or the first is on its way would send the enquiry again.
  const busy = useRef(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    try {
      await checkAndSend(event.currentTarget)
    } finally {
      busy.current = false
    }
  }

  async function checkAndSend(form: HTMLFormElement) {
    setNotice(IDLE)
    const values = enquiryFormValues(new FormData(form), variant)
    const found = await checkEnquiryForm(values, variant)
    setErrors(found)
    const firstInvalid = firstInvalidField(found, variant)
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    setStatus('sending')
    try {
      const res = await fetch('/api/contact-submissions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      })
      if (res.ok) {
        form.reset()
        setErrors({})
        toast({ ...ENQUIRY_TOASTS.success, variant: 'success' })
        return
      }
      const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      const message = body?.errors?.[0]?.message
      if (res.status === 400 && message) setErrors(serverErrorsByField(message, variant))
      toast({
        title: ENQUIRY_TOASTS.failure.title,
        description: res.status === 429 || res.status === 400 ? (message ?? ENQUIRY_TOASTS.failure.description) : ENQUIRY_TOASTS.failure.description,
        variant: 'error',
      })
    } catch {
      toast({ ...ENQUIRY_TOASTS.failure, variant: 'error' })
    } finally {
      setStatus('idle')
    }
  }

  const field = (name: string, label: string, opts: { type?: string; required?: boolean; autoComplete?: string; className?: string } = {}) => (
    <div className={opts.className}>
      <label htmlFor={id(name)} className="block text-sm font-medium text-slate-700">
        {label}
        {opts.required ? <span className="text-red-600"> *</span> : null}
      </label>
      <input
        id={id(name)}
        name={name}
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        defaultValue={typed[name]}
        aria-required={opts.required || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        className={inputClass(Boolean(errors[name]))}
      />
      {errors[name] ? (
        <p id={id(`${name}-error`)} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  const services = variant === 'contact' ? CONTACT_FORM_SERVICES : HOME_FORM_SERVICES
  return (
    <form
      ref={formRef}
      id={FORM_ID}
      action={sendWithoutScript}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={variant === 'contact' ? 'Contact form' : 'Send us a message'}
    >
      {notice.status === 'sent' ? (
        <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 sm:col-span-2">
          <p className="font-semibold">{ENQUIRY_TOASTS.success.title}</p>
          <p>{ENQUIRY_TOASTS.success.description}</p>
        </div>
      ) : notice.status === 'refused' ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:col-span-2">
          <p className="font-semibold">{ENQUIRY_TOASTS.failure.title}</p>
          <p>{notice.message ?? (Object.values(notice.errors).some(Boolean) ? 'Please correct the fields marked below.' : ENQUIRY_TOASTS.failure.description)}</p>
        </div>
      ) : null}
      {variant === 'contact' ? (
        <>
          {field('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
          {field('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
          {field('email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {field('company', 'Company', { autoComplete: 'organization', className: 'sm:col-span-2' })}
        </>
      ) : (
        <>
          {field('name', 'Name', { required: true, autoComplete: 'name', className: 'sm:col-span-2' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {field('email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
        </>
      )}
      <div className="sm:col-span-2">
        <label htmlFor={id('service_interest')} className="block text-sm font-medium text-slate-700">
          {variant === 'contact' ? 'Service interest' : 'Service Required'}
        </label>
        <select id={id('service_interest')} name="service_interest" defaultValue={typed.service_interest ?? ''} className={`${inputClass(Boolean(errors.service_interest))} pr-10`}>
          <option value="">Select Service</option>
          {services.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id('message')} className="block text-sm font-medium text-slate-700">
          Message<span className="text-red-600"> *</span>
        </label>
        <textarea
          id={id('message')}
          name="message"
          rows={variant === 'home' ? 4 : 5}
          defaultValue={typed.message}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? id('message-error') : undefined}
          className={inputClass(Boolean(errors.message))}
        />
        {errors.message ? (
          <p id={id('message-error')} className="mt-1 text-sm text-red-700">
            {errors.message}
          </p>
        ) : null}
      </div>
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; only bots fill it. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {errors.form ? <p className="text-sm text-red-700 sm:col-span-2">{errors.form}</p> : null}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">We reply within 24 hours.</p>
        <button
          type="submit"
          disabled={status === 'sending'}
          className="rounded-md border border-transparent bg-brand-700 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {status === 'sending' ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}
