import { LIMIT_PRESETS } from '../src/config';
import { freePort, startRedis } from './support/sharedServices';
import { startTestApi, type TestApi } from './support/testApi';

// The per-IP limits counted in Redis: one count for every API that shares it, and requests still served
// (uncounted, with a warning) while Redis cannot be reached.

const limits = (submissionsPerMinutePerIp: number) => ({ ...LIMIT_PRESETS.strict, submissionsPerMinutePerIp });
const started: TestApi[] = [];
const startApi = async (options: Parameters<typeof startTestApi>[0]) => {
  const api = await startTestApi(options);
  started.push(api);
  return api;
};
afterAll(async () => {
  for (const api of started) await api.close();
});

/**
 * Statuses of `count` form posts from one address, each to the next API of `apis` in turn. The form is empty: 422,
 * but counted all the same.
 */
async function alternate(apis: TestApi[], count: number, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    statuses.push((await apis[index % apis.length]!.post('/api/whistleblowing', {}, { headers: { 'x-forwarded-for': address } })).status);
  }
  return statuses;
}

it('counts one limit per address for two APIs that share Redis', async () => {
  const redis = await startRedis();
  try {
    const apis = [await startApi({ limits: limits(6), redisUrl: redis.url }), await startApi({ limits: limits(6), redisUrl: redis.url })];
    // Six in all, whichever API took them; then 429 from both.
    expect(await alternate(apis, 8, '198.51.100.20')).toEqual([422, 422, 422, 422, 422, 422, 429, 429]);
    // Another address has its own count.
    expect(await alternate(apis, 2, '198.51.100.21')).toEqual([422, 422]);
  } finally {
    await redis.stop();
  }
});

it('serves requests uncounted, with a warning, while Redis cannot be reached (fail open)', async () => {
  const nobody = `redis://127.0.0.1:${await freePort()}`;
  const unreachable = await startApi({ limits: limits(3), redisUrl: nobody });
  expect(await alternate([unreachable], 5, '198.51.100.30')).toEqual([422, 422, 422, 422, 422]);
  expect(unreachable.logs()).toContain('Redis cannot be reached: requests go through without the per-IP limits until it answers again');

  const redis = await startRedis();
  const api = await startApi({ limits: limits(3), redisUrl: redis.url });
  expect(await alternate([api], 4, '198.51.100.31')).toEqual([422, 422, 422, 429]);
  await redis.stop();
  // Redis gone: neither refused nor failed, and the outage is in the log.
  expect(await alternate([api], 3, '198.51.100.31')).toEqual([422, 422, 422]);
  expect(api.logs()).toContain('Redis cannot be reached');
});
