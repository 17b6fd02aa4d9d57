import { Button, Link } from '@payloadcms/ui'
import { Translation } from '@payloadcms/ui/shared'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { RESET_NEEDS_EMAIL_MESSAGE } from '@/lib/auth/resetPasswordEmail'
import { sendsEmail } from '@/lib/env'

import { ForgotPasswordForm } from './ForgotPasswordForm.client'

/**
 * The admin's "Forgot password" page, in place of Payload's (admin.components.views.forgot), for two things Payload's
 * says wrongly: without SMTP it said "Email sent" for an e-mail that cannot be sent (here it says so, and who can help),
 * and it said "Email sent" for any answer, a refusal included (payloadcms/payload#13885), so a staff member over the
 * reset limit waited for an e-mail that was never coming (the form here shows the server's message).
 */
export function ForgotPasswordView({ initPageResult }: AdminViewServerProps) {
  const {
    req: { i18n, payload, user },
  } = initPageResult
  const { config } = payload
  const adminRoute = config.routes.admin

  if (user) {
    // As Payload's: a signed-in user changes their password on their account page.
    return (
      <>
        <div className="form-header">
          <h1>{i18n.t('authentication:alreadyLoggedIn')}</h1>
          <p>
            <Translation
              elements={{
                '0': ({ children }) => (
                  <Link href={formatAdminURL({ adminRoute, path: config.admin.routes.account })} prefetch={false}>
                    {children}
                  </Link>
                ),
              }}
              i18nKey="authentication:loggedInChangePassword"
              t={i18n.t}
            />
          </p>
        </div>
        <Button buttonStyle="secondary" el="link" size="large" to={adminRoute}>
          {i18n.t('general:backToDashboard')}
        </Button>
      </>
    )
  }

  if (!sendsEmail) {
    return (
      <>
        <div className="form-header">
          <h1>{i18n.t('authentication:forgotPassword')}</h1>
          <p>{RESET_NEEDS_EMAIL_MESSAGE}</p>
        </div>
        <Button buttonStyle="secondary" el="link" size="large" to={formatAdminURL({ adminRoute, path: config.admin.routes.login })}>
          {i18n.t('authentication:backToLogin')}
        </Button>
      </>
    )
  }

  return <ForgotPasswordForm />
}
