import { DEFAULT_ALLOWED_ORIGINS, LIMIT_PRESETS, readConfig, readLimits } from './config';
import { DEFAULT_PGLITE_DIR } from './paths';

describe('readConfig', () => {
  it('defaults to the embedded database, port 4000 on loopback and strict limits', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: DEFAULT_PGLITE_DIR },
      smtpUrl: 'smtp://127.0.0.1:1025',
      teamEmail: null,
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      trustProxy: 'loopback',
      limits: LIMIT_PRESETS.strict,
    });
    expect(DEFAULT_PGLITE_DIR).toMatch(/api\/\.data\/pglite$/);
  });

  it('offers video consultations only on the video service BOOKING_VIDEO_URL names, an https address', () => {
    expect(readConfig({}).bookingVideoUrl).toBeNull();
    expect(readConfig({ BOOKING_VIDEO_URL: 'https://video.example.com/rooms/' }).bookingVideoUrl).toBe('https://video.example.com/rooms');
    for (const refused of ['http://video.example.com', 'video.example.com', 'https://video.example.com/?room=', 'https://user:pw@video.example.com']) {
      expect(() => readConfig({ BOOKING_VIDEO_URL: refused })).toThrow(`BOOKING_VIDEO_URL must be an https:// address without a query, like https://video.example.com/rooms, not "${refused}"`);
    }
  });

  it('switches to PostgreSQL when DATABASE_URL names one', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u@db:5432/site', PGLITE_DIR: '/ignored' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/site' });
  });

  it('keeps documents in the local folder, limits in memory and stops at once unless told otherwise', () => {
    const config = readConfig({});
    expect(config.documentStorage).toEqual({ kind: 'folder' });
    expect(config.redisUrl).toBeNull();
    expect(config.shutdown).toEqual({ drainDelayMs: 0, timeoutMs: 25_000 });
  });

  it('puts the documents in a bucket when DOCUMENTS_S3_BUCKET names one', () => {
    expect(readConfig({ DOCUMENTS_S3_BUCKET: 'case-files', AWS_REGION: 'eu-west-1' }).documentStorage).toEqual({
      kind: 's3',
      bucket: 'case-files',
      endpoint: null,
      region: 'eu-west-1',
      forcePathStyle: false,
      keyPrefix: '',
    });
    expect(
      readConfig({ DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_ENDPOINT: 'http://minio:9000', DOCUMENTS_S3_REGION: 'x', DOCUMENTS_S3_KEY_PREFIX: 'documents/' }).documentStorage,
    ).toEqual({ kind: 's3', bucket: 'b', endpoint: 'http://minio:9000', region: 'x', forcePathStyle: true, keyPrefix: 'documents/' });
    expect(() => readConfig({ DOCUMENTS_S3_BUCKET: 'b', DOCUMENTS_S3_FORCE_PATH_STYLE: 'yes' })).toThrow('DOCUMENTS_S3_FORCE_PATH_STYLE must be true or false, not "yes"');
  });

  it('reads the shared limits store and the graceful stop', () => {
    const config = readConfig({ REDIS_URL: 'redis://cache:6379/0', SHUTDOWN_DRAIN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '10000' });
    expect(config.redisUrl).toBe('redis://cache:6379/0');
    expect(config.shutdown).toEqual({ drainDelayMs: 5000, timeoutMs: 10_000 });
  });

  it('serves the metrics on port 9464 where the API listens, unless told another port or host', () => {
    expect(readConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(readConfig({ HOST: '0.0.0.0' })).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0' });
    expect(readConfig({ HOST: '0.0.0.0', METRICS_PORT: '0', METRICS_HOST: '10.0.0.5' })).toMatchObject({ metricsPort: 0, metricsHost: '10.0.0.5' });
    expect(() => readConfig({ METRICS_PORT: 'nine' })).toThrow('METRICS_PORT must be a whole number');
  });

  it('gathers the client notices of a case over 10 minutes unless told another whole number of minutes; no window ends early', () => {
    expect(readConfig({})).toMatchObject({ clientNoticeWindowMinutes: 10, opsNoticesEndWindow: false, opsLettersExpireOnDemand: false });
    expect(readConfig({ OPS_LETTERS_EXPIRE_ON_DEMAND: 'true' })).toMatchObject({ opsLettersExpireOnDemand: true });
    expect(readConfig({ CLIENT_NOTICE_WINDOW_MINUTES: '3', OPS_NOTICES_END_WINDOW: 'true' })).toMatchObject({ clientNoticeWindowMinutes: 3, opsNoticesEndWindow: true });
    expect(() => readConfig({ CLIENT_NOTICE_WINDOW_MINUTES: '0' })).toThrow('CLIENT_NOTICE_WINDOW_MINUTES must be 1 or more, not "0"');
    expect(() => readConfig({ CLIENT_NOTICE_WINDOW_MINUTES: '2.5' })).toThrow('CLIENT_NOTICE_WINDOW_MINUTES must be a whole number');
  });

  it('reads the allowed origins as a comma-separated list', () => {
    expect(readConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example,' }).allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('readLimits', () => {
  it('takes a preset and lets single variables override it', () => {
    expect(readLimits({ RATE_LIMITS: 'relaxed' })).toEqual(LIMIT_PRESETS.relaxed);
    expect(readLimits({ RATE_LIMITS: 'off' }).perIpLimitsEnabled).toBe(false);
    expect(readLimits({ OTP_RESEND_INTERVAL_SECONDS: '5', OTP_MAX_PER_IP_PER_HOUR: '100' })).toEqual({
      ...LIMIT_PRESETS.strict,
      otpResendIntervalSeconds: 5,
      otpSendsPerHourPerIp: 100,
    });
  });

  it('refuses values it cannot use, rather than starting unprotected', () => {
    expect(() => readLimits({ RATE_LIMITS: 'loose' })).toThrow('RATE_LIMITS must be strict, relaxed or off');
    expect(() => readLimits({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: 'ten' })).toThrow('RATE_LIMIT_SUBMISSIONS_PER_MINUTE must be a whole number');
  });
});
