import { adminOnly, systemWritten } from '../../shared/collection'
import { validateWholeNumber } from '../../../src/lib/validation/wholeNumber'

/**
 * What the crawler measured on each public page (spec `page_seo_data`, extended with what the page scorer
 * needs). One row per page path; rewritten on every crawl.
 */
export const PageAudits = systemWritten(
  adminOnly({
    slug: 'page-audits',
    labels: { singular: 'Page audit', plural: 'Page audits' },
    graphQL: { singularName: 'PageAudit', pluralName: 'PageAudits' },
    admin: { useAsTitle: 'page_url', defaultColumns: ['page_url', 'title', 'word_count', 'status_code', 'last_crawled_at'] },
    defaultSort: 'page_url',
    fields: [
      { name: 'page_url', type: 'text', required: true, unique: true, index: true, maxLength: 500 },
      { name: 'status_code', type: 'number', validate: validateWholeNumber },
      { name: 'title', type: 'text', maxLength: 500 },
      { name: 'meta_description', type: 'textarea', maxLength: 2000 },
      { name: 'h1_tag', type: 'text', maxLength: 500 },
      {
        type: 'row',
        fields: [
          { name: 'h1_count', type: 'number', min: 0, validate: validateWholeNumber },
          { name: 'word_count', type: 'number', min: 0, validate: validateWholeNumber },
          { name: 'internal_links_count', type: 'number', min: 0, validate: validateWholeNumber },
          { name: 'external_links_count', type: 'number', min: 0, validate: validateWholeNumber },
          { name: 'images_count', type: 'number', min: 0, validate: validateWholeNumber },
          { name: 'images_with_alt_count', type: 'number', min: 0, validate: validateWholeNumber },
        ],
      },
      { name: 'canonical', type: 'text', maxLength: 1000 },
      { name: 'has_viewport', type: 'checkbox', defaultValue: false },
      { name: 'lang', type: 'text', maxLength: 20 },
      { name: 'robots', type: 'text', maxLength: 200 },
      { name: 'structured_data_types', type: 'json', admin: { description: 'The @type of each JSON-LD block.' } },
      { name: 'headings', type: 'json', admin: { description: 'Texts of the H2-H6 headings, in order.' } },
      { name: 'image_alts', type: 'json', admin: { description: 'Alt texts of the images, in order.' } },
      { name: 'body_text', type: 'textarea', admin: { description: 'The main text, used for keyword frequency and density.' } },
      { name: 'last_crawled_at', type: 'date', index: true },
      { name: 'crawl_error', type: 'text', maxLength: 1000 },
    ],
    timestamps: true,
  }),
)
