import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API for server components. */
export const getPayloadClient = () => getPayload({ config })
