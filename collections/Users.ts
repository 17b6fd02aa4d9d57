import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

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
