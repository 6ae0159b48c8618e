import { startTracing } from './observability/tracing';

/**
 * Tracing, started when this module is loaded: server.ts imports it before anything else, so that `pg` and `ioredis`
 * are wrapped by their instrumentations when they are first loaded.
 */
export const tracing = startTracing(process.env);
