import type { CollectionConfig, PayloadRequest } from 'payload'

import { escapeHtml } from '../format'
import { siteOrigin } from '../site/metadata'

type ForgotPassword = NonNullable<Extract<CollectionConfig['auth'], object>['forgotPassword']>

/**
 * Why a password cannot be reset by e-mail on an installation without SMTP: the REST and GraphQL answer (503) and
 * the admin's "Forgot password" page both say it, instead of "e-mail sent" for an e-mail nobody can send.
 */
export const RESET_NEEDS_EMAIL_MESSAGE =
  'This site has no e-mail server set up, so it cannot send you a link to reset your password. Ask an administrator of the site to set a new password for you.'

/** How long a reset link works: Payload's default, which the e-mail states. */
export const RESET_LINK_HOURS = 1

const firmNameOf = async (req: PayloadRequest): Promise<string> => {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }).catch(() => null)
  return settings?.firmName?.trim() || 'the firm'
}

/**
 * The address a staff member opens to choose a new password: absolute, on the site's public address. Payload's own
 * link was relative ("/admin/reset/<token>") whenever SERVER_URL was unset, which no mail program can open; it does
 * not take the address from the request's Host header, which anyone can write, and neither does this.
 */
export const resetPasswordUrl = (req: PayloadRequest, token: string): string =>
  `${siteOrigin()}${req.payload.config.routes.admin}${req.payload.config.admin.routes.reset}/${token}`

export const resetPasswordSubject: NonNullable<ForgotPassword['generateEmailSubject']> = async (args) =>
  `Reset your password for the ${args?.req ? await firmNameOf(args.req) : 'firm'} website`

export const resetPasswordHtml: NonNullable<ForgotPassword['generateEmailHTML']> = async (args) => {
  const { req, token, user } = args ?? {}
  if (!req || !token) throw new Error('A reset e-mail needs the request and the token.')
  const url = escapeHtml(resetPasswordUrl(req, token))
  const firm = escapeHtml(await firmNameOf(req))
  const greeting = escapeHtml(String(user?.name ?? '').trim() || String(user?.email ?? ''))
  return [
    `<p>Hello ${greeting},</p>`,
    `<p>Someone asked to reset the password of your account on the ${firm} website. To choose a new password, open this link within ${RESET_LINK_HOURS} hour:</p>`,
    `<p><a href="${url}">${url}</a></p>`,
    '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n')
}
