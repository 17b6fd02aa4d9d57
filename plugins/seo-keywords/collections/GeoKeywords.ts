import { APIError } from 'payload'

import { adminOnly, canonicalTargetUrl, measuredCell, validateNotTaken, validateTargetUrl } from '../../shared/collection'
import { bulkGenerateGeoKeywords } from '../endpoints/geo'
import { DEFAULT_GEO_MODIFIER, fullKeyword, GEO_CITIES, GEO_MODIFIERS } from '../lib/geo'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

export const GEO_REQUIRED_MESSAGE = 'Please fill in required fields'

/**
 * Geographic keywords (spec `geo_keywords`): a base keyword, a modifier (default 'in') and an Indian city;
 * the full keyword is the three joined by spaces. Volume, competition and difficulty stay empty until a
 * provider measures them.
 */
export const GeoKeywords = adminOnly({
  slug: 'geo-keywords',
  labels: { singular: 'Geo keyword', plural: 'Geo keywords' },
  graphQL: { singularName: 'GeoKeyword', pluralName: 'GeoKeywords' },
  admin: { useAsTitle: 'full_keyword', defaultColumns: ['full_keyword', 'location', 'search_volume', 'competition_level', 'createdAt'] },
  defaultSort: '-createdAt',
  // A copy would be the same keyword, place and modifier, which is tracked once: it could not be saved.
  disableDuplicate: true,
  endpoints: [bulkGenerateGeoKeywords],
  hooks: {
    beforeValidate: [
      ({ data, originalDoc }) => {
        if (!data) return data
        const merged = { ...originalDoc, ...data } as Record<string, unknown>
        const base = typeof merged.base_keyword === 'string' ? merged.base_keyword.trim() : ''
        const location = typeof merged.location === 'string' ? merged.location.trim() : ''
        if (!base || !location) throw new APIError(GEO_REQUIRED_MESSAGE, 400, undefined, true)
        const modifier = typeof merged.geo_modifier === 'string' && merged.geo_modifier ? merged.geo_modifier : DEFAULT_GEO_MODIFIER
        return {
          ...data,
          base_keyword: base.toLowerCase(),
          geo_modifier: modifier,
          target_url: canonicalTargetUrl(merged.target_url),
          full_keyword: fullKeyword(base.toLowerCase(), modifier, location),
        }
      },
    ],
  },
  fields: [
    { name: 'base_keyword', type: 'text', required: true, maxLength: 120, index: true },
    { name: 'location', type: 'select', required: true, options: GEO_CITIES.map((c) => ({ label: c, value: c })), index: true },
    { name: 'geo_modifier', type: 'select', required: true, defaultValue: DEFAULT_GEO_MODIFIER, options: GEO_MODIFIERS.map((m) => ({ label: m, value: m })) },
    {
      name: 'full_keyword',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 200,
      admin: { readOnly: true },
      validate: validateNotTaken('geo-keywords', 'full_keyword', [], (d) => `${d.full_keyword} is already tracked.`),
    },
    { name: 'target_url', type: 'text', defaultValue: '/', maxLength: 500, validate: validateTargetUrl },
    {
      type: 'row',
      fields: [
        {
          name: 'search_volume',
          type: 'number',
          min: 0,
          admin: { description: 'Empty: unknown.', components: { Cell: measuredCell() } },
          validate: validateWholeNumber,
        },
        {
          name: 'competition_level',
          type: 'select',
          options: [
            { label: 'Low', value: 'low' },
            { label: 'Medium', value: 'medium' },
            { label: 'High', value: 'high' },
          ],
          admin: { components: { Cell: measuredCell() } },
        },
        { name: 'local_difficulty', type: 'number', min: 0, max: 100, admin: { components: { Cell: measuredCell() } } },
      ],
    },
  ],
  timestamps: true,
})
