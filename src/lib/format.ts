/** '12 November 2026' in Indian English, or 'Invalid Date' for input that is not a date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid Date'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date)
}

/** A form's or a document's text trimmed, or null when it holds none (empty, only spaces, or not a string). */
export const filledText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text made safe inside HTML or XML markup, attribute values included. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd: a place in a list. */
export const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'
  return `${n}${suffix}`
}
