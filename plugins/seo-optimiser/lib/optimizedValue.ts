import { z } from 'zod'

import { strictObject } from '../../../src/lib/validation/strictObject'

/**
 * The shape of `optimisations.optimized_value` (spec 03 section 3): a JSON object with the keyword, its target
 * URL and at least one optimised value. An empty value ('', {} or []) is what the data scanner calls critical.
 */
export const optimizedValueSchema = strictObject(
  {
    keyword: z.string({ error: 'optimized_value.keyword is required' }).trim().min(1, 'optimized_value.keyword is required'),
    target_url: z.string({ error: 'optimized_value.target_url is required' }).trim().min(1, 'optimized_value.target_url is required'),
    optimized_title: z.string().trim().min(1).max(70).optional(),
    optimized_description: z.string().trim().min(1).max(160).optional(),
    optimized_h1: z.string().trim().min(1).max(120).optional(),
    optimized_content: z.array(z.string().trim().min(1)).optional(),
    optimized_headings: z.array(z.string().trim().min(1)).optional(),
    internal_links: z.array(z.object({ anchor: z.string().min(1), url: z.string().min(1) })).optional(),
  },
  'optimized_value must be a JSON object',
  'optimized_value',
).refine(
  (v) => Boolean(v.optimized_title || v.optimized_description || v.optimized_h1 || v.optimized_content?.length || v.optimized_headings?.length),
  { message: 'optimized_value needs at least one optimised title, description, H1, content or headings' },
)

export type OptimizedValue = z.infer<typeof optimizedValueSchema>

/** Empty text, {} or [] (after parsing JSON text) is an empty optimised value. */
export function isEmptyOptimizedValue(value: unknown): boolean {
  let v = value
  if (typeof v === 'string') {
    if (!v.trim()) return true
    try {
      v = JSON.parse(v)
    } catch {
      return false
    }
  }
  if (v === null || v === undefined) return true
  if (Array.isArray(v)) return v.length === 0
  if (typeof v === 'object') return Object.keys(v as object).length === 0
  return false
}
