'use client'

import { useId, useState, type FormEvent } from 'react'

import { CONTACT_FORM_SERVICES, ENQUIRY_TOASTS, HOME_FORM_SERVICES, HONEYPOT_FIELD } from '@/lib/enquiry-options'
import { toast } from '@/lib/toast'

type Variant = 'contact' | 'home'
type Status = 'idle' | 'sending'
type Errors = Record<string, string | undefined>

const FIELDS: Record<Variant, string[]> = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'company', 'service_interest', 'message'],
  home: ['name', 'phone', 'email', 'service_interest', 'message'],
}

/** Server messages come joined with '. ': split them back onto the fields they belong to. */
function fieldOf(message: string, variant: Variant): string {
  const m = message.toLowerCase()
  if (m.startsWith('name')) return variant === 'contact' ? 'firstName' : 'name'
  if (m.includes('email')) return 'email'
  if (m.includes('phone')) return 'phone'
  if (m.includes('company')) return 'company'
  if (m.includes('service')) return 'service_interest'
  if (m.startsWith('message')) return 'message'
  return 'form'
}

async function validate(values: Record<string, string>, variant: Variant): Promise<Errors> {
  // The shared zod rules load on first submit, keeping them out of the page's first download.
  const { validateEnquiry } = await import('@/lib/enquiry')
  const errors: Errors = {}
  if (variant === 'contact') {
    if (!values.firstName?.trim()) errors.firstName = 'Please enter your first name'
    if (!values.lastName?.trim()) errors.lastName = 'Please enter your last name'
  }
  const result = validateEnquiry(values)
  if (!result.success) {
    for (const [key, messages] of Object.entries(result.fieldErrors)) {
      const field = key === 'name' && variant === 'contact' ? 'firstName' : key
      errors[field] ??= messages.join('. ')
    }
  }
  return errors
}

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${invalid ? 'border-red-500' : 'border-slate-300'}`

/**
 * The enquiry form of the contact page ('contact') or the home page ('home'). Checks run in the browser with
 * the same rules the server enforces; the server's answer (including its rate limit) is shown as it comes.
 */
export function EnquiryForm({ variant }: { variant: Variant }) {
  const uid = useId()
  const [status, setStatus] = useState<Status>('idle')
  const [errors, setErrors] = useState<Errors>({})
  const id = (name: string) => `${uid}-${name}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'sending') return
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(FIELDS[variant].map((f) => [f, String(data.get(f) ?? '')]))
    const found = await validate(values, variant)
    setErrors(found)
    const firstInvalid = FIELDS[variant].find((f) => found[f])
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    setStatus('sending')
    try {
      const res = await fetch('/api/contact-submissions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? '') }),
      })
      if (res.ok) {
        form.reset()
        setErrors({})
        toast({ ...ENQUIRY_TOASTS.success, variant: 'success' })
        return
      }
      const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      const message = body?.errors?.[0]?.message
      if (res.status === 400 && message) {
        const serverErrors: Errors = {}
        for (const part of message.split('. ')) {
          const field = fieldOf(part, variant)
          serverErrors[field] = serverErrors[field] ? `${serverErrors[field]}. ${part}` : part
        }
        setErrors(serverErrors)
      }
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={variant === 'contact' ? 'Contact form' : 'Send us a message'}>
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
        <select id={id('service_interest')} name="service_interest" defaultValue="" className={inputClass(Boolean(errors.service_interest))}>
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
          className="rounded-md bg-brand-700 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {status === 'sending' ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}
