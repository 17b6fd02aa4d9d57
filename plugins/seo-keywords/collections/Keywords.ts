import { adminOnly, canonicalTargetUrl, measuredBy, PRIORITIES, RANK_SOURCES, validateNotTaken, validateTargetUrl } from '../../shared/collection'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

/**
 * Tracked keywords (spec `keyword_tracking`, both documents). One row per keyword and target URL. Position, clicks
 * and impressions come from the rank check and the placement flags and score from the crawler's page audits: both
 * are read-only to people (`measuredBy`). Search volume and difficulty come from whatever keyword tool the firm uses
 * and are typed in; all stay empty (unknown) until filled.
 */
const RANK_CHECK = 'the rank check'
const PAGE_AUDIT = "the crawler's page audit"

export const Keywords = adminOnly({
  slug: 'keywords',
  labels: { singular: 'Keyword', plural: 'Keywords' },
  graphQL: { singularName: 'Keyword', pluralName: 'Keywords' },
  admin: {
    useAsTitle: 'keyword',
    defaultColumns: ['keyword', 'target_url', 'current_position', 'optimization_score', 'priority', 'last_checked_at'],
    listSearchableFields: ['keyword', 'target_url'],
  },
  defaultSort: 'keyword',
  indexes: [{ fields: ['keyword', 'target_url'], unique: true }],
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (!data) return data
        const next = { ...data }
        if (typeof next.keyword === 'string') next.keyword = next.keyword.trim().replace(/\s+/g, ' ').toLowerCase()
        next.target_url = canonicalTargetUrl(next.target_url)
        return next
      },
    ],
  },
  fields: [
    {
      name: 'keyword',
      type: 'text',
      required: true,
      maxLength: 200,
      index: true,
      // A keyword is tracked once per target URL, so an exact copy could not be saved.
      hooks: { beforeDuplicate: [({ value }) => (typeof value === 'string' ? `${value} (copy)`.slice(0, 200) : value)] },
      validate: validateNotTaken('keywords', 'keyword', ['target_url'], (d) => `${d.keyword} is already tracked for the page ${d.target_url}.`),
    },
    { name: 'target_url', type: 'text', required: true, defaultValue: '/', maxLength: 500, index: true, validate: validateTargetUrl },
    {
      type: 'row',
      fields: [
        measuredBy(RANK_CHECK, {
          name: 'current_position',
          type: 'number',
          min: 1,
          max: 100,
          index: true,
          admin: {
            description: 'Empty: not measured yet, or not in the results the provider measured.',
            components: { Cell: '/plugins/seo-keywords/admin/RankCells#PositionCell' },
          },
        }),
        measuredBy(RANK_CHECK, { name: 'previous_position', type: 'number', min: 1, max: 100 }),
        { name: 'search_volume', type: 'number', min: 0, index: true, admin: { description: 'Empty: unknown.' }, validate: validateWholeNumber },
        { name: 'difficulty_score', type: 'number', min: 0, max: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        measuredBy(PAGE_AUDIT, { name: 'in_title', type: 'checkbox', defaultValue: false }),
        measuredBy(PAGE_AUDIT, { name: 'in_description', type: 'checkbox', defaultValue: false }),
        measuredBy(PAGE_AUDIT, { name: 'in_headings', type: 'checkbox', defaultValue: false }),
      ],
    },
    {
      type: 'row',
      fields: [
        measuredBy(PAGE_AUDIT, { name: 'content_frequency', type: 'number', min: 0, defaultValue: 0, validate: validateWholeNumber }),
        { name: 'target_frequency', type: 'number', min: 1, max: 100, defaultValue: 5, validate: validateWholeNumber },
        measuredBy(PAGE_AUDIT, { name: 'optimization_score', type: 'number', min: 0, max: 100, defaultValue: 0, index: true }),
      ],
    },
    { name: 'category', type: 'text', defaultValue: 'general', maxLength: 60 },
    { name: 'priority', type: 'select', defaultValue: 'medium', options: [...PRIORITIES], index: true },
    measuredBy(RANK_CHECK, { name: 'position_source', type: 'select', options: [...RANK_SOURCES], admin: { position: 'sidebar' } }),
    measuredBy(RANK_CHECK, {
      name: 'clicks',
      type: 'number',
      min: 0,
      admin: { position: 'sidebar', description: 'Search Console, last window.' },
      validate: validateWholeNumber,
    }),
    measuredBy(RANK_CHECK, { name: 'impressions', type: 'number', min: 0, admin: { position: 'sidebar' }, validate: validateWholeNumber }),
    measuredBy(RANK_CHECK, { name: 'last_checked_at', type: 'date', index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } }),
    measuredBy(RANK_CHECK, { name: 'last_check_error', type: 'text', maxLength: 500, admin: { position: 'sidebar' } }),
    measuredBy(PAGE_AUDIT, {
      name: 'scored_at',
      type: 'date',
      admin: { position: 'sidebar', description: 'When the placement flags and score were last computed from a page audit.' },
    }),
  ],
  timestamps: true,
})
