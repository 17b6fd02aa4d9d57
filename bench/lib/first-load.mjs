// The JavaScript a prerendered page's HTML makes the browser download on first load, measured from a build.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * Scripts named in the HTML (not the `noModule` legacy polyfills current browsers skip), each read from the
 * build folder `dist` and compressed as a server would send it: gzip level 9 and brotli.
 */
export function firstLoad(dist, html) {
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script([^>]*)>/g)]
        .filter((m) => !/noModule/i.test(m[1]))
        .map((m) => m[1].match(/src="([^"]+\.js)"/)?.[1])
        .filter(Boolean),
    ),
  ]
  let gzip = 0
  let brotli = 0
  for (const src of srcs) {
    const bytes = fs.readFileSync(path.join(dist, decodeURIComponent(src.replace(/^.*?\/_next\//, ''))))
    gzip += zlib.gzipSync(bytes, { level: 9 }).length
    brotli += zlib.brotliCompressSync(bytes).length
  }
  return { scripts: srcs.length, gzipKb: gzip / 1024, brotliKb: brotli / 1024 }
}
