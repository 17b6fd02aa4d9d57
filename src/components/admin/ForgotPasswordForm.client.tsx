'use client'

import { Button, EmailField, Form, FormSubmit, Link, useConfig, useForm, useTranslation } from '@payloadcms/ui'
import { email, formatAdminURL } from 'payload/shared'
import { type RefObject, useEffect, useRef, useState } from 'react'

import { useApiBase } from './useApiBase'

/** What the server said when it refused: Payload answers `{ errors: [{ message }] }`. */
function refusalMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: { message?: unknown }[] } | null)?.errors
  const messages = Array.isArray(errors) ? errors.map((e) => e?.message).filter((m): m is string => typeof m === 'string' && m !== '') : []
  return messages.length ? messages.join(' ') : undefined
}

type Sent = { email: string; resendAt: number }

/**
 * Gives the page the form's `setProcessing`: Payload's Form leaves itself processing (fields and button disabled)
 * after a response it hands to `handleResponse`, which Payload's own form never noticed, as it always went on to a new
 * form ("Email sent").
 */
function ProcessingSwitch({ into }: { into: RefObject<((processing: boolean) => void) | null> }) {
  const { setProcessing } = useForm()
  useEffect(() => {
    into.current = setProcessing
  }, [into, setProcessing])
  return null
}

const formatDelay = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/**
 * Payload's forgot-password form as it looks and works (the e-mail field, "Email sent" with a resend countdown kept
 * for the tab's session, back to login), except that an answer other than 2xx is shown as the error it is, with the
 * server's words, and the form stays as it was.
 */
export function ForgotPasswordForm() {
  const { config, getEntityConfig } = useConfig()
  const { t } = useTranslation()
  const apiBase = useApiBase()
  const userSlug = config.admin.user
  const minRequestInterval = getEntityConfig({ collectionSlug: userSlug })?.auth?.forgotPassword?.minRequestInterval ?? 15_000
  const storageKey = `payload-forgot-password:${userSlug}`
  const loginHref = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.login })

  const [sent, setSent] = useState<Sent | null>(null)
  const [delay, setDelay] = useState(0)
  const asked = useRef<string | null>(null)
  const setProcessing = useRef<((processing: boolean) => void) | null>(null)

  // A request made earlier in this tab's session (the page reloaded): its "Email sent" and what is left of the wait.
  useEffect(() => {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as Sent | null
      if (stored && typeof stored.email === 'string' && typeof stored.resendAt === 'number' && stored.resendAt > Date.now()) {
        asked.current = stored.email
        setSent(stored)
        setDelay(Math.ceil((stored.resendAt - Date.now()) / 1000))
      } else window.sessionStorage.removeItem(storageKey)
    } catch {
      // Storage unavailable (private mode): the form starts empty.
    }
  }, [storageKey])

  useEffect(() => {
    if (!sent || delay === 0) return
    const timer = setTimeout(() => setDelay(Math.max(0, Math.ceil((sent.resendAt - Date.now()) / 1000))), 1050)
    return () => clearTimeout(timer)
  }, [sent, delay])

  const handleResponse = async (res: Response, successToast: (message: string) => void, errorToast: (message: string) => void) => {
    const body: unknown = await res.json().catch(() => null)
    setProcessing.current?.(false)
    if (!res.ok) {
      errorToast(refusalMessage(body) ?? t('error:unknown'))
      return
    }
    const next = asked.current ? { email: asked.current, resendAt: Date.now() + minRequestInterval } : null
    setSent(next)
    setDelay(Math.ceil(minRequestInterval / 1000))
    try {
      if (next) window.sessionStorage.setItem(storageKey, JSON.stringify(next))
    } catch {
      // Not kept across a reload: nothing else changes.
    }
    successToast(t('general:submissionSuccessful'))
  }

  return (
    <Form
      action={`${apiBase}/${userSlug}/forgot-password`}
      className="forgot-password__form"
      handleResponse={handleResponse}
      initialState={{ email: { initialValue: sent?.email ?? '', valid: true, value: sent?.email } }}
      key={sent ? `sent:${sent.email}` : 'editing'}
      method="POST"
      onSubmit={(_, data) => {
        asked.current = typeof data.email === 'string' ? data.email : null
      }}
    >
      <ProcessingSwitch into={setProcessing} />
      {sent ? (
        <>
          <div className="form-header">
            <h1>{t('authentication:emailSent')}</h1>
            <p>{t('authentication:checkYourEmailForPasswordReset')}</p>
          </div>
          <div className="forgot-password__form__actions">
            <Button
              buttonStyle="primary"
              className="forgot-password__form__submit"
              disabled={delay > 0}
              extraButtonProps={{ style: { marginBlockStart: 0 } }}
              size="large"
              type="submit"
            >
              {delay > 0 ? `${t('authentication:resend')} (${formatDelay(delay)})` : t('authentication:resend')}
            </Button>
            <Link href={loginHref} prefetch={false}>
              {t('authentication:backToLogin')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <div className="form-header">
            <h1>{t('authentication:forgotPassword')}</h1>
            <p>{t('authentication:forgotPasswordEmailInstructions')}</p>
          </div>
          <EmailField
            field={{ name: 'email', admin: { autoComplete: 'email' }, label: t('general:email'), required: true }}
            path="email"
            validate={(value) =>
              email(value, {
                name: 'email',
                type: 'email',
                blockData: {},
                data: {},
                event: 'onChange',
                path: ['email'],
                preferences: { fields: {} },
                req: { payload: { config }, t } as never,
                required: true,
                siblingData: {},
              })
            }
          />
          <FormSubmit size="large">{t('general:submit')}</FormSubmit>
          <Link href={loginHref} prefetch={false}>
            {t('authentication:backToLogin')}
          </Link>
        </>
      )}
    </Form>
  )
}
