/**
 * A stand-in for an element's inline style, for unit tests of code that writes on one (setProperty, removeProperty):
 * `properties` holds what is set.
 */
export function inlineStyle() {
  const properties = new Map<string, string>()
  return {
    properties,
    style: {
      setProperty: (name: string, value: string | null) => void properties.set(name, value ?? ''),
      removeProperty: (name: string) => {
        const value = properties.get(name) ?? ''
        properties.delete(name)
        return value
      },
    },
  }
}
