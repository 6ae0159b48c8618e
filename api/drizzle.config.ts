import { defineConfig } from 'drizzle-kit';
import { DATABASE_CASING } from './src/db/casing';

// `npm run db:generate -w api` writes a new migration to drizzle/ after a change to the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: DATABASE_CASING,
});
