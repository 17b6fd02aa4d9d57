import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ephemeralPortRange, freePort, portsOutside, tryPort } from '../../scripts/lib/postgres.mjs'

const open: net.Server[] = []
const sockets: net.Socket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => sockets.push(socket))
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      open.push(server)
      resolve(server)
    })
  })
}

/** The local port an outgoing connection to `port` of 127.0.0.1 was given by the system. */
function connectFrom(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.localPort as number))
    sockets.push(socket)
    socket.once('error', reject)
  })
}

describe('freePort: the port a server (npm test’s site, a test’s second server) starts on later', () => {
  it('is one that outgoing connections made meanwhile cannot take (the CI failure: "Port … is already in use")', async () => {
    const server = await listen(0)
    const target = (server.address() as net.AddressInfo).port
    const [low, high] = ephemeralPortRange()
    const taken: number[] = []
    for (let i = 0; i < 20; i++) taken.push(await connectFrom(target))
    // The range read is the one the system really hands out to connections…
    for (const port of taken) {
      expect(port).toBeGreaterThanOrEqual(low)
      expect(port).toBeLessThanOrEqual(high)
    }
    // …and the port chosen lies outside it, free to listen on.
    const port = (await freePort()) as number
    expect(port < low || port > high).toBe(true)
    await listen(port)
  })

  it('skips a port something already listens on', async () => {
    let held = 0
    let next = 0
    for (let candidate = 20000; candidate < 30000 && !next; candidate += 2) {
      if ((await tryPort(candidate)) && (await tryPort(candidate + 1))) {
        held = candidate
        next = candidate + 1
      }
    }
    await listen(held)
    for (let i = 0; i < 5; i++) expect(await freePort(undefined, { from: held, to: next })).toBe(next)
    // The preferred port when free (npm start's PostgreSQL: 54329), another when not.
    expect(await freePort(next, { from: held, to: next })).toBe(next)
    expect(await freePort(held, { from: held, to: next })).toBe(next)
  })

  it('reads the range from the system, and looks below it, or above it when there is no room below', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ports-'))
    const file = path.join(dir, 'ip_local_port_range')
    fs.writeFileSync(file, '40000\t50000\n')
    expect(ephemeralPortRange(file)).toEqual([40000, 50000])
    fs.writeFileSync(file, 'nonsense\n')
    expect(ephemeralPortRange(file)).toEqual([32768, 65535])
    expect(ephemeralPortRange(path.join(dir, 'missing'))).toEqual([32768, 65535])
    fs.rmSync(dir, { recursive: true })

    expect(portsOutside([32768, 60999])).toEqual({ from: 10000, to: 32767 })
    expect(portsOutside([1024, 50000])).toEqual({ from: 50001, to: 65535 })
    expect(portsOutside([1024, 65000])).toBeNull()
  })
})
