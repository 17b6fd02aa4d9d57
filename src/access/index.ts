import type { Access, FieldAccess, Where } from 'payload'

/** The roles a signed-in person can hold. Only admins grant them. */
export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = object | null | undefined

export const hasRole = (user: MaybeUser, role: Role): boolean => {
  const roles = user && 'roles' in user ? (user as { roles?: unknown }).roles : undefined
  return Array.isArray(roles) && roles.includes(role)
}

export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, 'admin') || hasRole(user, 'editor')

export const anyone: Access = () => true

export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const isAdminOrEditor: Access = ({ req: { user } }) => isStaffUser(user)

/** Admins see everyone; any other signed-in person sees only their own user document. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const self: Where = { id: { equals: user.id } }
  return self
}

export const isAdminFieldLevel: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

/** The articles visitors may read: active and published (a new object each time, as queries may extend it). */
export const visibleArticles = (): Where => ({
  and: [{ active: { equals: true } }, { _status: { equals: 'published' } }],
})

/** Staff read every article; visitors only active, published ones. */
export const activePublishedOrStaff: Access = ({ req: { user } }) => (isStaffUser(user) ? true : visibleArticles())

/** Staff read everything; visitors only documents marked active. */
export const activeOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const visible: Where = { active: { equals: true } }
  return visible
}

/** Site content staff manage and visitors read when active (FAQs, job openings). */
export const staffManagedActiveContent = {
  read: activeOrStaff,
  create: isAdminOrEditor,
  update: isAdminOrEditor,
  delete: isAdminOrEditor,
}
