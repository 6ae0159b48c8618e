// The database's tables, one module per domain. Code imports them from `db/schema` (this index), as drizzle-kit
// (drizzle.config.ts) and the database client (`import * as schema`) do.
export { folded } from './columns';
export * from './leads';
export * from './staff';
export * from './clients';
export * from './telemetry';
export * from './cases';
export * from './caseRoom';
export * from './content';
export * from './booking';
export * from './engagement';
