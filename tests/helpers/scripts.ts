import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

/** Runs `node <script>` from the project folder with `env`, collecting what it prints. */
export function startScript(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}
