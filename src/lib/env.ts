import { z } from 'zod'

const boolean = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const schema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set: run `npm start`, which starts a database, or set it to a PostgreSQL URL.' })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  PAYLOAD_SECRET: z
    .string({ error: 'PAYLOAD_SECRET is not set (`npm start` creates one in .data/ for local use).' })
    .min(16, 'PAYLOAD_SECRET must be at least 16 characters'),
  SERVER_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  DB_PUSH: boolean,
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().positive().default(1000),
})

export type Env = z.infer<typeof schema>

function parse(): Env {
  const result = schema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}

export const env = parse()
