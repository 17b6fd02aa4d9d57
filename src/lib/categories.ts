/** Article categories editors choose from; the blog's category chips are the ones in use. */
export const ARTICLE_CATEGORIES = [
  'Income Tax',
  'GST',
  'Audit and Assurance',
  'Company Registration',
  'NRI Taxation',
  'Compliance',
  'Business Advisory',
  'Accounting',
] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

/** An article without an author shows 'Admin' on the page and names 'CA Expert' in its meta tags (spec 01 section 5). */
export const DEFAULT_AUTHOR = 'Admin'
export const METADATA_AUTHOR = 'CA Expert'
export const META_DESCRIPTION_MAX = 160
