// Module hooks for tests/helpers/top-level-awaits.ts: for each module Node evaluates as an ES module, notes
// whether its code (as Node receives it, after tsx has compiled TypeScript) awaits at top level.
import fs from 'node:fs'

import { parse } from 'acorn'

let outFile

export function initialize({ out }) {
  outFile = out
}

const isFunction = (node) =>
  node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression'

/** Whether `node` awaits outside any function (an `await` or a `for await` in a module's own code). */
function awaitsAtTopLevel(node) {
  if (isFunction(node)) return false
  if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) return true
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value]
    for (const child of children) {
      if (child && typeof child === 'object' && typeof child.type === 'string' && awaitsAtTopLevel(child)) return true
    }
  }
  return false
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context)
  if (result.format === 'module' && result.source != null) {
    const code = typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8')
    let line
    try {
      line = `${awaitsAtTopLevel(parse(code, { ecmaVersion: 'latest', sourceType: 'module' })) ? 'await' : 'plain'}\t${url}`
    } catch (err) {
      line = `unparsed\t${url}\t${err instanceof Error ? err.message : err}`
    }
    fs.appendFileSync(outFile, `${line}\n`)
  }
  return result
}
