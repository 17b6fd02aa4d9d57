import { isSitePath } from '../site/paths'
import { withTextRules } from './textField'

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

type Options = {
  /** Also accept a path on this site, such as /services/audit. */
  sitePaths?: boolean
  /** Shown in the message, so the editor sees what a good value looks like. */
  example: string
}

/**
 * Payload field validation for a web address: an absolute http(s) URL or, with `sitePaths`, a path on this site.
 * Empty is refused only when the field is `required` (a custom validate replaces Payload's own required check).
 */
export function webAddress({ sitePaths = false, example }: Options) {
  return (value: unknown, options?: { required?: boolean }): true | string => {
    if (value === null || value === undefined || value === '') return options?.required ? 'This field is required.' : true
    const hint = sitePaths ? `Enter a path on this site such as ${example}, or a full https:// address.` : `Enter a full web address, such as ${example}.`
    if (typeof value !== 'string') return hint
    if (sitePaths && isSitePath(value) && !/\s/.test(value)) return true
    if (isHttpUrl(value)) return true
    return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:/i.test(value) ? (sitePaths ? 'Use a path on this site or an http(s) address.' : 'Use an http(s) address.') : hint
  }
}

/** The field validator: Payload's text checks (required, maxLength), then the web-address rule. */
export const validateWebAddress = (options: Options) => withTextRules(webAddress(options))
