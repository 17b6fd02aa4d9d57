import {
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { ROLES, hasRole, isAdmin, isAdminFieldLevel, isAdminOrSelf, isStaffUser } from '../src/access'
import { env } from '../src/lib/env'
import { clientAddress, createRateLimiter, minutesText, tooManyRequests } from '../src/lib/rateLimit'

/** Password-reset e-mails one address may ask for: enough for a person, too few to flood staff inboxes. */
export const RESET_REQUEST_LIMIT = 5
const resetLimiter = createRateLimiter({ name: 'password-reset', limit: RESET_REQUEST_LIMIT, windowMs: 60 * 60 * 1000 })

const limitResetRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const result = await resetLimiter.hit(req.payload, clientAddress(req.headers, env.TRUSTED_PROXIES))
  if (!result.allowed) {
    const message = `Too many password-reset requests from your connection. Please try again in ${minutesText(result.retryAfterSeconds)}.`
    throw tooManyRequests(req, result.retryAfterSeconds, message)
  }
  return args
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
    throw new ValidationError({ collection: 'users', errors: [{ path: 'roles', message: LAST_ADMIN_MESSAGE }] })
  }
  return data
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
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles', 'updatedAt'],
    group: 'Settings',
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  hooks: {
    beforeOperation: [limitResetRequests],
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
