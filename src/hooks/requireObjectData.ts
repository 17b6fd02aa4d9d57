import { APIError, type CollectionBeforeOperationHook, type Config, type GlobalConfig, type Plugin } from 'payload'

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object of field values, for example {"title": "..."}.'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Payload's create and update operations assume the body is an object: `null`, a string or a number crashed
 * them with a 500 ("Cannot read properties of null"), and an auth collection's `email` that is not text crashed
 * its lower-casing hook. These are the sender's mistakes, so they are refused with a 400 before anything runs
 * (access checks and rate limits included), and nothing is stored.
 */
function refuseMalformed(data: unknown, auth: boolean): void {
  // No data at all (an upload with only a file, an empty body) is Payload's to handle: it treats it as {}.
  if (data === undefined) return
  if (!isPlainObject(data)) throw new APIError(NOT_AN_OBJECT_MESSAGE, 400, undefined, true)
  if (auth) {
    for (const key of ['email', 'username'] as const) {
      if (key in data && data[key] != null && typeof data[key] !== 'string') {
        throw new APIError(`The ${key} must be text.`, 400, undefined, true)
      }
    }
  }
}

const collectionHook =
  (auth: boolean): CollectionBeforeOperationHook =>
  ({ args, operation }) => {
    if (operation === 'create' || operation === 'update') refuseMalformed((args as { data?: unknown }).data, auth)
    return args
  }

const globalHook: NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number] = ({ args, operation }) => {
  if (operation === 'update') refuseMalformed((args as { data?: unknown } | undefined)?.data, false)
  return args
}

/**
 * Adds the check to every collection and global, the plugins' included: list it after them in `plugins`.
 * It runs first among each one's beforeOperation hooks.
 */
export const requireObjectData: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) => ({
    ...c,
    hooks: { ...c.hooks, beforeOperation: [collectionHook(Boolean(c.auth)), ...(c.hooks?.beforeOperation ?? [])] },
  })),
  globals: config.globals?.map((g) => ({
    ...g,
    hooks: { ...g.hooks, beforeOperation: [globalHook, ...(g.hooks?.beforeOperation ?? [])] },
  })),
})
