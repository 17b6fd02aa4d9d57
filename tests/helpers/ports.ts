import net from 'node:net'

/** A port on 127.0.0.1 that nothing listens on (just now): for a server to start on, or to find refused. */
export async function unusedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
