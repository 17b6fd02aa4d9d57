import { HeadingFeature, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'

/** The collections an article's text may link to as "Internal link": those the site has a page for. */
export const LINKABLE_COLLECTIONS = ['news-updates'] as const

/**
 * The editor of an article's text: Payload's default features, with three changes so that everything an editor can
 * insert shows on the site as it should. Internal links go to articles only (Payload offered every collection, users
 * and enquiries among them, and the site has no page for those: such a link led to "#"). No Relationship block (a
 * reference to another document, which has no look on the site: it showed as the words "unknown node"). Headings 2
 * to 4 only: the article's title is the page's one heading 1, and a text needs no more than three levels below it.
 *
 * A linked article is filled in one level deep only (`maxDepth: 1`). Without it, a read asking for depth 10 filled in
 * the articles each link leads to, then theirs, and so on: six articles linking to each other gave 50 MB at depth 5,
 * and at depth 10 one anonymous request held the server's two cores and 2 GB until it stopped answering.
 */
export const articleEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures
      .filter((feature) => feature.key !== 'relationship')
      .map((feature) => {
        if (feature.key === 'link') return LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS], maxDepth: 1 })
        if (feature.key === 'heading') return HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] })
        return feature
      }),
})
