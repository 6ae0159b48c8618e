/**
 * How the schema's property names become the database's column names: in the migrations drizzle-kit writes
 * (drizzle.config.ts), on the connection (client.ts) and in raw SQL's bare column names (rows.ts).
 */
export const DATABASE_CASING = 'snake_case' as const;
