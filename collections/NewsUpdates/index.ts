import type { CollectionConfig } from 'payload'

import { activePublishedOrStaff, isAdminOrEditor } from '../../src/access'
import { articleSuggestionsEndpoint } from '../../src/endpoints/articleSuggestions'
import { shareImagePreviewEndpoint } from '../../src/endpoints/shareImagePreview'
import { ARTICLE_CATEGORIES, META_DESCRIPTION_MAX } from '../../src/lib/categories'
import { LIVE_PREVIEW_BREAKPOINTS, previewUrl } from '../../src/lib/site/previewPaths'
import { isValidSlug, NO_SLUG_FROM_TITLE_MESSAGE, SLUG_MAX_LENGTH } from '../../src/lib/slug'
import { withTextRules } from '../../src/lib/validation/textField'
import { validateWebAddress } from '../../src/lib/validation/webAddress'
import { articleEditor } from './editor'
import { copySlug } from './hooks/copySlug'
import { fillDerivedFields } from './hooks/fillDerivedFields'
import { noteLiveAddress, redirectOldAddress, releaseArticleAddresses } from './hooks/keepOldAddress'
import { keepTextImages } from './hooks/keepTextImages'
import { revalidateArticle, revalidateDeletedArticle } from './hooks/revalidateArticle'
import { validateWholeNumber } from '../../src/lib/validation/wholeNumber'

/** Blog articles (the news_updates of the spec). Visitors see only active, published ones. */
export const NewsUpdates: CollectionConfig = {
  slug: 'news-updates',
  labels: { singular: 'Article', plural: 'Articles' },
  graphQL: { singularName: 'NewsUpdate', pluralName: 'NewsUpdates' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'published_date', 'trending', 'active', '_status'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    // Opens the latest draft on the site (draft mode, for signed-in staff only): see src/lib/site/preview.ts.
    preview: (doc) => (typeof doc?.slug === 'string' && doc.slug ? previewUrl(`/blog/${doc.slug}`) : null),
    // The same preview beside the form; it renders again on each save (LivePreviewRefresh). Payload posts its
    // messages to this address's origin, so it is absolute: the origin the editor reached the admin on.
    livePreview: {
      url: ({ data, req }) =>
        typeof data?.slug === 'string' && data.slug ? `${req.origin}${previewUrl(`/blog/${data.slug}`)}` : null,
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
  },
  access: {
    create: isAdminOrEditor,
    read: activePublishedOrStaff,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
    readVersions: isAdminOrEditor,
  },
  versions: {
    // 'Schedule publish' in the publish menu: Payload queues a job on the default queue, which the server runs
    // every minute; the publish then expires the cached pages like any other (src/lib/revalidate.ts).
    drafts: { schedulePublish: true },
    maxPerDoc: 50,
  },
  defaultSort: '-published_date',
  // An article filled in where another document names it (a link in another article's text, a redirect) carries what
  // a link needs, not its whole text: ask for more with ?populate[news-updates][field]=true.
  defaultPopulate: { title: true, slug: true },
  // GET /api/news-updates/suggestions?slug=...: what "Article Not Found" offers for an address without an article.
  endpoints: [articleSuggestionsEndpoint, shareImagePreviewEndpoint],
  hooks: {
    beforeValidate: [fillDerivedFields],
    beforeChange: [keepTextImages, noteLiveAddress],
    afterChange: [revalidateArticle, redirectOldAddress],
    beforeDelete: [releaseArticleAddresses],
    afterDelete: [revalidateDeletedArticle],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description: 'Also the search-result title: results show about 60 characters, and the firm name follows only when it fits.',
        components: { Description: { path: '/src/components/admin/LengthDescription#LengthDescription', clientProps: { aim: { max: 60 }, replacedBy: 'title' } } },
      },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      maxLength: SLUG_MAX_LENGTH,
      admin: {
        position: 'sidebar',
        description: 'The address of the article: /blog/<slug>. Leave empty to make one from the title.',
      },
      hooks: { beforeDuplicate: [copySlug] },
      // Empty is fine for a draft (made from the title once it has one); a published article needs an address.
      validate: withTextRules((value, { data }) => {
        if (value === null || value === undefined || value === '') {
          return (data as { _status?: string } | undefined)?._status === 'published' ? NO_SLUG_FROM_TITLE_MESSAGE : true
        }
        return typeof value === 'string' && isValidSlug(value)
          ? true
          : 'Use lowercase letters, digits and single hyphens only (for example gst-return-due-dates).'
      }),
    },
    {
      // The article as a search result shows it, as the editor types (src/components/admin/SearchPreview).
      name: 'searchPreview',
      type: 'ui',
      label: 'Search result preview',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/src/components/admin/SearchPreview#ArticleSearchPreview' } },
    },
    {
      // The card a shared link to the article shows, picture included (src/components/admin/SharePreview).
      name: 'sharePreview',
      type: 'ui',
      label: 'Share preview',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/src/components/admin/SharePreview#ArticleSharePreview' } },
    },
    { name: 'excerpt', type: 'textarea', maxLength: 400 },
    {
      name: 'content',
      type: 'richText',
      editor: articleEditor,
      admin: {
        // OUTLINE_MIN_SECTIONS (src/lib/outline.ts): from three sections the article page lists them.
        description:
          "Each Heading 2 starts a section: with three or more, readers get an 'In this article' list linking to each section. Headings 3 and 4 divide a section.",
      },
    },
    {
      name: 'content_html',
      label: 'Imported HTML',
      type: 'textarea',
      maxLength: 200000,
      admin: {
        description:
          'HTML of an article imported from the old site. Shown only when the content above is empty, after removing scripts, styles, embeds and unsafe links.',
      },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: ARTICLE_CATEGORIES.map((c) => ({ label: c, value: c })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 20,
      admin: { position: 'sidebar', description: 'Press Enter after each tag.' },
    },
    {
      name: 'author',
      type: 'text',
      maxLength: 100,
      admin: { position: 'sidebar', description: "Shown as 'Admin' when empty; search engines and the feed then read 'CA Expert'." },
    },
    {
      name: 'published_date',
      label: 'Published date',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set to now on first publish when empty.',
      },
      // A copy is a new article: dated when it is first published, not on the original's day.
      hooks: { beforeDuplicate: [() => null] },
    },
    {
      name: 'read_time',
      label: 'Read time (minutes)',
      type: 'number',
      min: 1,
      max: 240,
      validate: validateWholeNumber,
      admin: {
        position: 'sidebar',
        description: 'Worked out from the content and updated when the content changes. Type your own figure to keep it; clear it to go back.',
      },
    },
    { name: 'image', label: 'Cover image', type: 'upload', relationTo: 'media' },
    {
      name: 'image_url',
      label: 'Image URL (imported articles)',
      type: 'text',
      maxLength: 1000,
      admin: { description: 'For imported articles whose image lives elsewhere; the uploaded image wins.' },
      validate: validateWebAddress({ sitePaths: true, example: '/images/cover.jpg' }),
    },
    {
      name: 'trending',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Trending articles are featured on the blog.',
        components: { Cell: '/src/components/admin/Flags#YesNoCell' },
      },
    },
    {
      name: 'meta_description',
      label: 'Meta description',
      type: 'textarea',
      maxLength: META_DESCRIPTION_MAX,
      admin: {
        description: `Search engine snippet, at most ${META_DESCRIPTION_MAX} characters.`,
        components: {
          Description: {
            path: '/src/components/admin/LengthDescription#LengthDescription',
            clientProps: { aim: { min: 120, max: META_DESCRIPTION_MAX }, replacedBy: 'description' },
          },
        },
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Inactive articles are hidden from the site even when published.',
        components: { Cell: '/src/components/admin/Flags#ActiveCell' },
      },
    },
  ],
}
