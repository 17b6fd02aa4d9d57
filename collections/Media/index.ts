import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, isAdminOrEditor } from '../../src/access'
import { MEDIA_DIR } from '../../src/lib/paths'
import { keepUsedImages } from './hooks/keepUsedImages'
import { rejectNonImages } from './hooks/rejectNonImages'
import { revalidateChangedImage, revalidateDeletedImage } from './hooks/revalidateImageUsers'
import { unknownFilesAre404 } from './hooks/unknownFilesAre404'

// The first four are cut to their frame (cards, article heads, link previews). `text` and `textWide` keep the whole
// picture, scaled to the width of an article's text (once and twice, for sharp screens): an image in the text is
// shown uncut. A size wider than the upload is not made; the page then shows the upload itself.
const IMAGE_SIZES = [
  { name: 'thumbnail', width: 320, height: 240, position: 'centre' },
  { name: 'card', width: 768, height: 432, position: 'centre' },
  { name: 'hero', width: 1600, height: 900, position: 'centre' },
  {
    name: 'og',
    width: 1200,
    height: 630,
    position: 'centre',
    formatOptions: { format: 'jpeg', options: { quality: 80 } },
  },
  { name: 'text', width: 768 },
  { name: 'textWide', width: 1536 },
] as const

/** Images for articles and pages. Editors and admins upload; anyone reads. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'],
  },
  access: {
    create: isAdminOrEditor,
    read: anyone,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
  },
  hooks: {
    beforeOperation: [rejectNonImages],
    afterChange: [revalidateChangedImage],
    beforeDelete: [keepUsedImages],
    afterDelete: [revalidateDeletedImage],
  },
  upload: {
    staticDir: path.resolve(MEDIA_DIR),
    // Browsers keep an image but ask before each use, and are answered 304 without it while it is unchanged
    // (src/lib/conditionalFiles.ts): an image cropped or given a new focal point in the admin keeps its file names,
    // and with a day's max-age visitors were shown the old picture for up to a day.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, no-cache')
      return headers
    },
    mimeTypes: ['image/*'],
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: IMAGE_SIZES.map((size) => ({ ...size })),
    handlers: [unknownFilesAre404(MEDIA_DIR, IMAGE_SIZES.map((s) => s.name))],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describe the image for people who cannot see it, and for search engines.' },
    },
    { name: 'caption', type: 'text', maxLength: 300 },
    // Payload adds `filesize` to every upload collection; a field of the same name is merged into it.
    { name: 'filesize', label: 'File Size', type: 'number', admin: { components: { Cell: '/src/components/admin/FileSize#FileSizeCell' } } },
    {
      name: 'usedIn',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/ImageUses#ImageUses' }, disableListColumn: true },
    },
  ],
}
