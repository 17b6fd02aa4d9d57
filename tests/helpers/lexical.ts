/** A Lexical text node. */
export const lexicalText = (text: string) => ({ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text })

/** A Lexical paragraph holding `text` and then the nodes `after`, as the admin's editor saves it. */
export function lexicalParagraph(text: string, ...after: unknown[]) {
  return {
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [lexicalText(text), ...after],
  }
}

/** A Lexical link around `text`: `fields` as the link drawer saves them ({ linkType, url, newTab, doc }). */
export function lexicalLink(text: string, fields: Record<string, unknown>) {
  return { type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, id: 'c1d2e3f4a5b6c7d8e9f0a1b2', fields, children: [lexicalText(text)] }
}

/** A Lexical heading (`h1`...`h6`) of these nodes, or of a text. */
export function lexicalHeading(tag: string, ...children: unknown[]) {
  const nodes = children.map((child) => (typeof child === 'string' ? lexicalText(child) : child))
  return { type: 'heading', tag, version: 1, direction: 'ltr', format: '', indent: 0, children: nodes }
}

/** A Lexical document of these top-level nodes. */
export function lexicalDocument(...children: unknown[]) {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } }
}

/**
 * A Lexical document holding a paragraph, an image and a paragraph, as the admin's editor saves it. `image` is the
 * upload node's value: an ID when saved, the image itself (or `null` for one that is gone) once Payload populates it.
 */
export function textWithImage(image: unknown) {
  const upload = { type: 'upload', version: 3, format: '', id: 'a1b2c3d4e5f6a7b8c9d0e1f2', fields: null, relationTo: 'media', value: image }
  return lexicalDocument(lexicalParagraph('The form, filled in:'), upload, lexicalParagraph('Keep a copy of the acknowledgement.'))
}
