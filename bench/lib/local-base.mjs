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
