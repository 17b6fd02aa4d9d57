/** Pretty JSON as the field shows it; '' for an empty value. */
export const formatJson = (value: unknown): string => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))

/** The value a text stands for, or the parser's message when it is not JSON. An empty text is null. */
export function parseJson(text: string): { value: unknown } | { error: string } {
  if (!text.trim()) return { value: null }
  try {
    return { value: JSON.parse(text) }
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
}
