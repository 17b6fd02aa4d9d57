import { adminOnly, RANK_SOURCES, systemWritten } from '../../shared/collection'

/** A competitor's position for a keyword on a check date, from the same rank providers as ours. */
export const CompetitorRankings = systemWritten(
  adminOnly({
    slug: 'competitor-rankings',
    labels: { singular: 'Competitor ranking', plural: 'Competitor rankings' },
    graphQL: { singularName: 'CompetitorRanking', pluralName: 'CompetitorRankings' },
    admin: { useAsTitle: 'keyword', defaultColumns: ['keyword', 'competitor', 'position', 'check_date'] },
    defaultSort: '-check_date',
    indexes: [{ fields: ['keyword', 'check_date'] }],
    fields: [
      { name: 'keyword', type: 'text', required: true, maxLength: 200, index: true },
      { name: 'competitor', type: 'relationship', relationTo: 'competitors', required: true, index: true },
      {
        name: 'position',
        type: 'number',
        min: 1,
        max: 100,
        admin: { components: { Cell: '/plugins/seo-keywords/admin/RankCells#CheckedPositionCell' } },
      },
      { name: 'check_date', type: 'date', required: true, index: true },
      { name: 'source', type: 'select', options: [...RANK_SOURCES] },
      { name: 'error', type: 'text', maxLength: 500, admin: { components: { Cell: '/plugins/seo-keywords/admin/RankCells#CheckErrorCell' } } },
    ],
    timestamps: true,
  }),
)
