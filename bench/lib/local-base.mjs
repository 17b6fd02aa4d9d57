/**
 * The site a benchmark measures: the address given, or http://localhost:3000, without a trailing slash. Benchmarks
 * run against this machine only: anything else ends the script with a message and exit code 2.
 */
export function localBase(arg) {
  const base = (arg || 'http://localhost:3000').replace(/\/+$/, '')
  if (!/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
    console.error('Benchmarks run against this machine only: give http://localhost:PORT or http://127.0.0.1:PORT.')
    process.exit(2)
  }
  return base
}

/** The pages the page benchmarks measure when none are named: home, a service page, the blog and an article. */
export const KEY_PAGES = ['/', '/services/gst-services', '/blog', '/blog/gst-registration-who-must-register']

/** Ends the script with a message and exit code 2 when nothing answers at `base` (the site is not started). */
export async function ensureAnswers(base) {
  try {
    const res = await fetch(base, { signal: AbortSignal.timeout(5000) })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
  } catch (err) {
    console.error(`${base} does not answer (${err.message}). Start the site first: npm start`)
    process.exit(2)
  }
}

/**
 * The number after `name` in `args` (taken out of them), or `fallback`; ends the script with exit code 2 and
 * "`name` takes `rule`." when it is not one `valid` accepts.
 * @param {string[]} args
 * @param {string} name
 * @param {number} fallback
 * @param {(n: number) => boolean} valid
 * @param {string} rule
 */
export function numberOption(args, name, fallback, valid, rule) {
  const at = args.indexOf(name)
  if (at === -1) return fallback
  const value = Number(args[at + 1])
  if (!valid(value)) {
    console.error(`${name} takes ${rule}.`)
    process.exit(2)
  }
  args.splice(at, 2)
  return value
}
