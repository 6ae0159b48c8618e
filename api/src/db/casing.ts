/**
 * How the schema's property names become the database's column names: the migrations drizzle-kit writes (drizzle.config.ts), the connection's setting
 * (client.ts) and raw SQL's column names (rows.ts). */
export const DATABASE_CASING = 'snake_case' as const;
