import type { CollectionConfig } from 'payload'

import { ROLES, hasRole, isAdmin, isAdminFieldLevel, isAdminOrSelf, isStaffUser } from '../src/access'

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
