import { adminOnly, RANK_SOURCES, systemWritten } from '../../shared/collection'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

/** One row per rank check of a keyword: the position found, or the error when the lookup failed. */
export const KeywordPositions = systemWritten(
  adminOnly({
    slug: 'keyword-positions',
    labels: { singular: 'Keyword position', plural: 'Keyword position history' },
    graphQL: { singularName: 'KeywordPosition', pluralName: 'KeywordPositions' },
    // Titled and searched by the keyword's text (a virtual field that follows the relationship: no column of its own).
    // The check date as title made the list's search compare a date with text, which PostgreSQL refused: a blank page.
    admin: { useAsTitle: 'keyword_text', defaultColumns: ['keyword', 'position', 'source', 'checked_at', 'error'] },
    defaultSort: '-checked_at',
    indexes: [{ fields: ['keyword', 'checked_at'] }],
    fields: [
      { name: 'keyword', type: 'relationship', relationTo: 'keywords', required: true, index: true },
      { name: 'keyword_text', label: 'Keyword', type: 'text', virtual: 'keyword.keyword', admin: { hidden: true } },
      {
        name: 'position',
        type: 'number',
        min: 1,
        max: 100,
        admin: { components: { Cell: '/plugins/seo-keywords/admin/RankCells#CheckedPositionCell' } },
      },
      { name: 'clicks', type: 'number', min: 0, validate: validateWholeNumber },
      { name: 'impressions', type: 'number', min: 0, validate: validateWholeNumber },
      { name: 'source', type: 'select', required: true, options: [...RANK_SOURCES] },
      { name: 'checked_at', type: 'date', required: true, index: true },
      { name: 'error', type: 'text', maxLength: 500, admin: { components: { Cell: '/plugins/seo-keywords/admin/RankCells#CheckErrorCell' } } },
    ],
    timestamps: true,
  }),
)
