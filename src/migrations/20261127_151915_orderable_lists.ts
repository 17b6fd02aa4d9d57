import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { generateNKeysBetween } from 'payload/shared'

type Db = MigrateUpArgs['db']

/** The lists editors order by hand: FAQs, job openings and testimonials. */
export const ORDERED_TABLES = ['faqs', 'job_openings', 'testimonials'] as const

/**
 * Gives every row of `table` an `_order` key (Payload's orderable collections: fractional keys, compared as text) in
 * the order its numeric `order` gave (lowest first, then the oldest row), so the site lists them as it did before
 * editors could drag them. Returns how many rows it ordered.
 */
export async function orderRowsByNumber(db: Db, table: (typeof ORDERED_TABLES)[number]): Promise<number> {
  const rows = (await db.execute(sql`SELECT "id" FROM ${sql.identifier(table)} ORDER BY "order" ASC NULLS LAST, "id" ASC`)).rows as { id: number }[]
  const keys = generateNKeysBetween(null, null, rows.length)
  for (const [i, row] of rows.entries()) await db.execute(sql`UPDATE ${sql.identifier(table)} SET "_order" = ${keys[i]} WHERE "id" = ${row.id}`)
  return rows.length
}

/** Back to numbers: 0, 1, 2... in the dragged order. */
async function numberRowsByOrder(db: Db, table: (typeof ORDERED_TABLES)[number]) {
  await db.execute(sql`
    UPDATE ${sql.identifier(table)} AS t SET "order" = n.position
    FROM (SELECT "id", ROW_NUMBER() OVER (ORDER BY "_order" ASC NULLS LAST, "id" ASC) - 1 AS position FROM ${sql.identifier(table)}) AS n
    WHERE t."id" = n."id"`)
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faqs" ADD COLUMN "_order" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "_order" varchar;
  ALTER TABLE "job_openings" ADD COLUMN "_order" varchar;
  CREATE INDEX "faqs__order_idx" ON "faqs" USING btree ("_order");
  CREATE INDEX "testimonials__order_idx" ON "testimonials" USING btree ("_order");
  CREATE INDEX "job_openings__order_idx" ON "job_openings" USING btree ("_order");`)
  for (const table of ORDERED_TABLES) {
    const n = await orderRowsByNumber(db, table)
    if (n) payload.logger.info(`${table}: ${n} rows keep their order, now changed by dragging them in the admin list.`)
  }
  await db.execute(sql`
   ALTER TABLE "faqs" DROP COLUMN "order";
  ALTER TABLE "testimonials" DROP COLUMN "order";
  ALTER TABLE "job_openings" DROP COLUMN "order";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "faqs__order_idx";
  DROP INDEX "testimonials__order_idx";
  DROP INDEX "job_openings__order_idx";
  ALTER TABLE "faqs" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "testimonials" ADD COLUMN "order" numeric DEFAULT 0;
  ALTER TABLE "job_openings" ADD COLUMN "order" numeric DEFAULT 0;`)
  for (const table of ORDERED_TABLES) await numberRowsByOrder(db, table)
  await db.execute(sql`
   ALTER TABLE "faqs" DROP COLUMN "_order";
  ALTER TABLE "testimonials" DROP COLUMN "_order";
  ALTER TABLE "job_openings" DROP COLUMN "_order";`)
}
