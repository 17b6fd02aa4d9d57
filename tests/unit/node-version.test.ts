import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { nodeVersionProblem } from '../../scripts/lib/deps.mjs'

describe('npm start, npm test and npm run dev on an older Node.js', () => {
  it('say at once which version they need, before anything fails for a reason nobody can read', () => {
    expect(nodeVersionProblem('v18.19.1', '>=20.9.0')).toBe(
      'This needs Node.js 20.9.0 or newer; this is v18.19.1. Install a current Node.js (the LTS) and run it again.',
    )
    expect(nodeVersionProblem('v20.8.9', '>=20.9.0')).toMatch(/needs Node\.js 20\.9\.0 or newer; this is v20\.8\.9/)
  })

  it('run on the version asked for and anything newer', () => {
    for (const version of ['v20.9.0', 'v20.20.2', 'v22.0.0', 'v24.11.1']) expect(nodeVersionProblem(version, '>=20.9.0')).toBeNull()
  })

  it('check what package.json asks for, and this machine passes it', () => {
    const wanted = JSON.parse(fs.readFileSync('package.json', 'utf8')).engines.node
    expect(wanted).toMatch(/^>=\d+\.\d+\.\d+$/)
    expect(nodeVersionProblem(process.version, wanted)).toBeNull()
  })
})
