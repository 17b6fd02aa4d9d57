// A minimal SMTP server on 127.0.0.1 for tests: accepts every message and appends it, as a JSON line, to a
// capture file the integration tests read. No TLS, no auth: just enough for nodemailer.
import fs from 'node:fs'
import net from 'node:net'

export function startFakeSmtp(captureFile) {
  fs.writeFileSync(captureFile, '')
  const server = net.createServer((socket) => {
    let mode = 'command'
    let buffer = ''
    let message = { from: '', to: [], data: '' }
    const reply = (line) => socket.write(`${line}\r\n`)
    reply('220 fake-smtp ready')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      while (true) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          message.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          fs.appendFileSync(captureFile, `${JSON.stringify({ ...message, receivedAt: new Date().toISOString() })}\n`)
          message = { from: '', to: [], data: '' }
          mode = 'command'
          reply('250 OK: queued')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol === -1) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp')
        else if (verb === 'MAIL') (message.from = line.slice(10).trim()), reply('250 OK')
        else if (verb === 'RCPT') (message.to.push(line.slice(8).trim()), reply('250 OK'))
        else if (verb === 'DATA') (mode = 'data'), reply('354 End data with <CR><LF>.<CR><LF>')
        else if (verb === 'QUIT') (reply('221 Bye'), socket.end())
        else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK')
        else reply('502 Command not implemented')
      }
    })
    socket.on('error', () => {})
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ port: server.address().port, close: () => new Promise((r) => server.close(r)) }))
  })
}
