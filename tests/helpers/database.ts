import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

/** A client on the test database for a test file, connected before its tests and closed after them. */
export function databaseForFile(): pg.Client {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  beforeAll(() => db.connect())
  afterAll(() => db.end())
  return db
}
