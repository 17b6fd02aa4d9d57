/** URL-safe slugs: lowercase ASCII letters, digits and single hyphens, at most 96 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 96

/** The words a slug is made of: lower case ASCII letters and digits, accents dropped, '&' read as 'and'. */
export function slugWords(input: string): string[] {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/₹/g, ' rs ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

export function slugify(input: string): string {
  return slugWords(input).join('-').slice(0, SLUG_MAX_LENGTH).replace(/-+$/g, '')
}

/** A published article whose title gives no slug (a title in Hindi, say) and that has none of its own. */
export const NO_SLUG_FROM_TITLE_MESSAGE =
  "Write the article's address (slug): its title has no English letters or digits to make one from. For example: gst-registration-guide."

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
}
