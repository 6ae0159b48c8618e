import type { RemoteLoadErrorClass, RemoteLoadOutcome } from '@frc/contracts';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, moment } from './columns';

// The remotes' load telemetry.
// Column names are the snake_case of these keys (the database is opened with `casing: 'snake_case'`).

/**
 * Load telemetry: each load of a remote's module as a browser reported it (remote, version, outcome, time, kind of
 * error), nothing about the visitor. Capped in rows and kept for a limited time (config: telemetry).
 */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: id(),
    remote: text().notNull(),
    version: text().notNull(),
    outcome: text().$type<RemoteLoadOutcome>().notNull(),
    durationMs: integer().notNull(),
    errorClass: text().$type<RemoteLoadErrorClass>(),
    receivedAt: moment().notNull(),
  },
  (table) => [
    index('remote_loads_received_idx').on(table.receivedAt),
    index('remote_loads_version_idx').on(table.remote, table.version, table.receivedAt),
  ],
);
