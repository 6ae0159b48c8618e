import { newIdempotencyKey } from './idempotencyKey';

function withRandomUUID(value: unknown, run: () => void) {
  const original = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value, configurable: true, writable: true });
  try {
    run();
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
  }
}

describe('newIdempotencyKey', () => {
  it('gives a v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    withRandomUUID(undefined, () => {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    });
  });

  it('uses crypto.randomUUID when the page has it', () => {
    withRandomUUID(() => '11111111-2222-4333-8444-555555555555', () => {
      expect(newIdempotencyKey()).toBe('11111111-2222-4333-8444-555555555555');
    });
  });
});
