import { lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'

/** The collections an article's text may link to as "Internal link": those the site has a page for. */
export const LINKABLE_COLLECTIONS = ['news-updates'] as const

/**
 * The editor of an article's text: Payload's default features, with two changes so that everything an editor can
 * insert shows on the site. Internal links go to articles only (Payload offered every collection, users and
 * enquiries among them, and the site has no page for those: such a link led to "#"). No Relationship block (a
 * reference to another document, which has no look on the site: it showed as the words "unknown node").
 */
export const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures
      .filter((feature) => feature.key !== 'relationship')
      .map((feature) => (feature.key === 'link' ? LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }) : feature)),
})
