import { z } from 'zod';
import {
  MAX_REMOTE_LOADS_PER_REPORT,
  REMOTE_LOAD_ERROR_CLASSES,
  REMOTE_LOAD_OUTCOMES,
  REMOTE_NAME_SHAPE,
  REMOTE_VERSION_SHAPE,
} from './remoteLoadCodes';

/** The longest load worth recording (ms): the shell gives up well before. */
export const MAX_REMOTE_LOAD_DURATION_MS = 600_000;

export const remoteLoadSchema = z.strictObject({
  remote: z.string().regex(REMOTE_NAME_SHAPE, 'Must be a remote name like intake'),
  version: z.string().regex(REMOTE_VERSION_SHAPE, 'Must be a version like 1.4.0, or root'),
  outcome: z.enum(REMOTE_LOAD_OUTCOMES),
  durationMs: z.number().int().min(0).max(MAX_REMOTE_LOAD_DURATION_MS),
  errorClass: z.enum(REMOTE_LOAD_ERROR_CLASSES).optional(),
});
export type RemoteLoad = z.infer<typeof remoteLoadSchema>;

/** Body of POST /api/telemetry/remote-loads (sent with navigator.sendBeacon). */
export const remoteLoadReportSchema = z.strictObject({
  loads: z.array(remoteLoadSchema).min(1).max(MAX_REMOTE_LOADS_PER_REPORT),
});
export type RemoteLoadReport = z.infer<typeof remoteLoadReportSchema>;

/** Query of GET /api/telemetry/remote-loads/summary: the last `minutes`, or since `since` (ISO time), if later. */
export const remoteLoadSummaryQuerySchema = z.strictObject({
  minutes: z.coerce.number().int().min(1).max(60 * 24 * 90).default(60),
  since: z.iso.datetime({ offset: true }).optional(),
  remote: z.string().regex(REMOTE_NAME_SHAPE).optional(),
  version: z.string().regex(REMOTE_VERSION_SHAPE).optional(),
});

export const remoteLoadFiguresSchema = z.object({
  remote: z.string(),
  version: z.string(),
  loads: z.number().int(),
  failures: z.number().int(),
  /** failures / loads, 0 to 1. */
  failureRate: z.number(),
  /** 95th percentile of the successful loads' time (ms); null when none succeeded. */
  p95Ms: z.number().nullable(),
});
export type RemoteLoadFigures = z.infer<typeof remoteLoadFiguresSchema>;

export const remoteLoadSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  versions: z.array(remoteLoadFiguresSchema),
});
export type RemoteLoadSummary = z.infer<typeof remoteLoadSummarySchema>;
