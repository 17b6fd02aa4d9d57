/** Development database: push the schema (DB_PUSH=true) and seed what is missing. */
import { getPayload } from 'payload'

import config from '../payload.config'
import { seed } from './seed'

const payload = await getPayload({ config })
await seed(payload)
await payload.destroy()
process.exit(0)
