import net from 'node:net'

import { freePort } from '../../scripts/lib/postgres.mjs'

/** A port on 127.0.0.1 that nothing listens on (just now): for a server to start on, or to find refused. */
export async function unusedPort(): Promise<number> {
  return (await freePort()) as number
}

/** Whether something accepts connections on `port` of 127.0.0.1 now. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
