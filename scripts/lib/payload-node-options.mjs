// Node options for the commands that load payload.config.ts outside Next.js: our scripts run with tsx
// (scripts/prepare-db.ts, seed-dev.ts, migrate-create.ts) and the Payload CLI (generate:types, generate:importmap).
//
// Lexical, the rich-text editor the config loads, publishes for Node a small wrapper per package
// (`Lexical.node.mjs` and a dozen more) that picks its development or production build with a top-level
// `await import(...)`. On Node 20, with tsx's module hooks, a graph holding those wrappers sometimes never
// finishes evaluating after they resolve: nothing is left to run, so Node ends the process. A script whose own
// module waits on the graph exits with code 13 ("unsettled top-level await", printed without a location on
// Node 20); the Payload CLI, which imports the config dynamically, exits 0 having done nothing. Measured on a
// 2-core machine: `payload generate:importmap` did nothing in 12 of 75 runs, and in none of 145 with the
// condition (`npm run bench:config-loading`). Naming the export condition makes each Lexical package resolve to
// its build directly, the module the wrapper would have chosen, so no module of the graph awaits at top level.
// The condition changes nothing else these commands load (their module lists differ only in Lexical's files).

/**
 * The export condition Lexical's wrappers choose by NODE_ENV.
 * @param {Record<string, string | undefined>} [env]
 */
export const lexicalCondition = (env = process.env) => (env.NODE_ENV === 'production' ? 'production' : 'development')

/**
 * `env` with NODE_OPTIONS naming Lexical's condition (kept as it is when a condition is already named there,
 * so a caller's own choice wins).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string | undefined>}
 */
export function payloadScriptEnv(env = process.env) {
  const current = env.NODE_OPTIONS?.trim() ?? ''
  if (/(^|\s)(--conditions|-C)[=\s](development|production)(\s|$)/.test(current)) return { ...env }
  const flag = `--conditions=${lexicalCondition(env)}`
  return { ...env, NODE_OPTIONS: current ? `${current} ${flag}` : flag }
}
