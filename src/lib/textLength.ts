// Pure: the admin's length counters read it in the browser.

/** The length search results show of a title or description: `min` (optional) to `max` characters. */
export type LengthAim = { min?: number; max: number }

export type LengthVerdict = { text: string; tone: 'plain' | 'good' | 'warn' } | null

/**
 * What a counter under a title or description field says of `value`: its length in characters (as people count
 * them, so 'ā' or an emoji is one) against the length search results show. Nothing for an empty field.
 */
export function lengthVerdict(value: unknown, { min, max }: LengthAim): LengthVerdict {
  if (typeof value !== 'string') return null
  const length = [...value.trim()].length
  if (!length) return null
  const count = `${length} character${length === 1 ? '' : 's'}`
  if (length > max) return { text: `${count}: search results may cut it after about ${max}.`, tone: 'warn' }
  if (min !== undefined && length < min) return { text: `${count}: search results have room for ${min}-${max}.`, tone: 'plain' }
  return { text: min !== undefined ? `${count}: a good length.` : `${count}.`, tone: min !== undefined ? 'good' : 'plain' }
}
