import { sql } from '@payloadcms/db-postgres'
import {
  APIError,
  AuthenticationError,
  LockedAuth,
  ValidationError,
  type AfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { ROLES, hasRole, isAdmin, isAdminFieldLevel, isAdminOrSelf, isStaffUser } from '../src/access'
import { RESET_NEEDS_EMAIL_MESSAGE, resetPasswordHtml, resetPasswordSubject } from '../src/lib/auth/resetPasswordEmail'
import { env, sendsEmail } from '../src/lib/env'
import { clientAddress, createRateLimiter, minutesText, tooManyRequests } from '../src/lib/rateLimit'
import { requestDb } from '../src/lib/requestDb'

/** Password-reset e-mails one address may ask for: enough for a person, too few to flood staff inboxes. */
export const RESET_REQUEST_LIMIT = 5
const resetLimiter = createRateLimiter({ name: 'password-reset', limit: RESET_REQUEST_LIMIT, windowMs: 60 * 60 * 1000 })

const guardResetRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  // Without SMTP the link would only be noted in the log: refused before the address is looked up, so the answer
  // is the same for every address and says nothing of which have accounts. (A Local API call that asks for the
  // token instead of an e-mail, `disableEmail`, still gets it.)
  if (!sendsEmail && !args.disableEmail) throw new APIError(RESET_NEEDS_EMAIL_MESSAGE, 503, undefined, true)
  const result = await resetLimiter.hit(req.payload, clientAddress(req.headers, env.TRUSTED_PROXIES))
  if (!result.allowed) {
    const message = `Too many password-reset requests from your connection. Please try again in ${minutesText(result.retryAfterSeconds)}.`
    throw tooManyRequests(req, result.retryAfterSeconds, message)
  }
  return args
}

/**
 * Failed sign-ins one address may make in a quarter of an hour. Payload locks an account after 10 wrong passwords,
 * but one address could still try a few passwords on every staff account in turn; past this it is refused before
 * its password is checked. Successful sign-ins are not counted (an office signing in all day never meets it),
 * and do not clear the count (an attacker with an account of their own could clear it between guesses).
 */
export const SIGN_IN_FAILURE_LIMIT = 20
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000
const signInFailures = createRateLimiter({ name: 'sign-in-failures', limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_FAILURE_WINDOW_MS })

export const signInRefusedMessage = (retryAfterSeconds: number): string =>
  `Too many failed sign-ins from your connection. Please try again in ${minutesText(retryAfterSeconds)}.`

// Set on the request's context by a sign-in, so the error hook knows which failures are sign-ins and whose.
const SIGN_IN_FROM = 'signInFrom'

const limitFailedSignIns: CollectionBeforeOperationHook = async ({ args, context, operation, req }) => {
  if (operation !== 'login') return args
  const address = clientAddress(req.headers, env.TRUSTED_PROXIES)
  const result = await signInFailures.check(req.payload, address)
  if (!result.allowed) throw tooManyRequests(req, result.retryAfterSeconds, signInRefusedMessage(result.retryAfterSeconds))
  context[SIGN_IN_FROM] = address
  return args
}

/**
 * Counts a sign-in that failed (no such user, wrong password, or a locked account) against the address it came
 * from. A config-level afterError hook, so REST and GraphQL (`loginUser`) sign-ins both count.
 */
export const countFailedSignIns: AfterErrorHook = async ({ context, error, req }) => {
  const address = context?.[SIGN_IN_FROM]
  if (typeof address !== 'string') return
  const cause = (error as { originalError?: unknown }).originalError ?? error
  if (!(cause instanceof AuthenticationError || cause instanceof LockedAuth)) return
  // Counted once, even if another error of the same request passes here too.
  delete context[SIGN_IN_FROM]
  await signInFailures.hit(req.payload, address)
}

export const LAST_ADMIN_MESSAGE = 'The firm needs at least one admin: make another user an admin first.'

/** Admins other than this user (in the same transaction, so a bulk delete counts the ones it already removed). */
async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { equals: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/**
 * Nobody can sign up and only admins grant roles, so deleting or demoting the last admin would lock the firm out of
 * its users, settings and SEO suite for good (only the database could let anyone back in).
 */
const keepAnAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (user && hasRole(user, 'admin') && (await otherAdmins(req, id)) === 0) {
    throw new APIError(LAST_ADMIN_MESSAGE, 400, undefined, true)
  }
}

const keepAnAdminOnUpdate: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !hasRole(originalDoc, 'admin') || !Array.isArray(data.roles) || data.roles.includes('admin')) return data
  if ((await otherAdmins(req, originalDoc.id)) === 0) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'roles', label: 'Roles', message: LAST_ADMIN_MESSAGE }] })
  }
  return data
}

/**
 * Removes the account's expired sessions when it signs in, in the sign-in's own transaction: one statement, for the
 * expired rows alone, skipping any another request is removing at that moment (no waiting on it, no deadlock). Payload
 * did it by writing back the whole list of sessions it had read before checking the password, which lost the sessions
 * of other sign-ins to the account at the same moment (their tokens then signed nobody in);
 * patches/payload+3.90.1.patch has it append the new session instead (payloadcms/payload#18132).
 */
const removeExpiredSessions: CollectionAfterLoginHook = async ({ req, user }) => {
  await (await requestDb(req)).execute(sql`
    DELETE FROM users_sessions WHERE id IN (
      SELECT id FROM users_sessions WHERE _parent_id = ${user.id} AND expires_at <= now() FOR UPDATE SKIP LOCKED)`)
  return user
}

/**
 * People who sign in to the admin. There is no public sign-up: only admins create users or change roles.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // The reset e-mail links to the site's public address (src/lib/auth/resetPasswordEmail.ts) and names the firm.
    forgotPassword: { generateEmailHTML: resetPasswordHtml, generateEmailSubject: resetPasswordSubject },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles', 'updatedAt'],
    group: 'Settings',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  hooks: {
    beforeOperation: [guardResetRequests, limitFailedSignIns],
    afterLogin: [removeExpiredSessions],
    beforeChange: [keepAnAdminOnUpdate],
    beforeDelete: [keepAnAdminOnDelete],
  },
  access: {
    admin: ({ req: { user } }) => isStaffUser(user),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 100 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role === 'admin' ? 'Admin' : 'Editor', value: role })),
      access: {
        create: isAdminFieldLevel,
        update: isAdminFieldLevel,
      },
      admin: {
        description: 'Admins manage users, settings and the SEO suite; editors write articles and manage images.',
      },
    },
  ],
  timestamps: true,
}
