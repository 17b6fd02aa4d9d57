import { adminOnly } from '../../shared/collection'
import { optimizedValueSchema } from '../lib/optimizedValue'

export const OPTIMISATION_STATUSES = [
  { label: 'Pending implementation', value: 'pending_implementation' },
  { label: 'Implemented', value: 'implemented' },
  { label: 'Failed', value: 'failed' },
] as const

export const OPTIMISATION_TYPES = [
  { label: 'Title', value: 'title' },
  { label: 'Meta description', value: 'meta_description' },
  { label: 'Heading', value: 'heading' },
  { label: 'Content', value: 'content' },
] as const

/** Optimisations to apply to the site's pages (spec `real_optimizations`). */
export const Optimisations = adminOnly({
  slug: 'optimisations',
  labels: { singular: 'Optimisation', plural: 'Optimisations' },
  graphQL: { singularName: 'Optimisation', pluralName: 'Optimisations' },
  admin: { useAsTitle: 'keyword', defaultColumns: ['keyword', 'optimization_type', 'component_path', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'keyword', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'component_path', label: 'Page', type: 'text', required: true, maxLength: 500, admin: { description: 'The page the change applies to, e.g. /services/gst-services.' } },
    { name: 'optimization_type', label: 'Optimisation type', type: 'select', required: true, options: [...OPTIMISATION_TYPES] },
    { name: 'current_value', type: 'textarea', maxLength: 20000 },
    {
      name: 'optimized_value',
      label: 'Optimised value',
      type: 'json',
      required: true,
      validate: (value: unknown) => {
        const parsed = optimizedValueSchema.safeParse(value)
        return parsed.success ? true : [...new Set(parsed.error.issues.map((i) => i.message))].join('. ')
      },
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending_implementation', options: [...OPTIMISATION_STATUSES], index: true },
    { name: 'implemented_at', type: 'date' },
    { name: 'verified_at', type: 'date' },
    { name: 'failure_reason', type: 'text', maxLength: 1000 },
  ],
  timestamps: true,
})
