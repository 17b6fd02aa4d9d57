/** A Lexical paragraph holding `text`, as the admin's editor saves it. */
export function lexicalParagraph(text: string) {
  return {
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [{ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text }],
  }
}

/**
 * A Lexical document holding a paragraph, an image and a paragraph, as the admin's editor saves it. `image` is the
 * upload node's value: an ID when saved, the image itself (or `null` for one that is gone) once Payload populates it.
 */
export function textWithImage(image: unknown) {
  const upload = { type: 'upload', version: 3, format: '', id: 'a1b2c3d4e5f6a7b8c9d0e1f2', fields: null, relationTo: 'media', value: image }
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [lexicalParagraph('The form, filled in:'), upload, lexicalParagraph('Keep a copy of the acknowledgement.')],
    },
  }
}
