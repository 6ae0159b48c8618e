import { maskEmail, redactUrl } from './redact';

describe('maskEmail', () => {
  it('keeps two letters and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('ja***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

describe('redactUrl', () => {
  it('masks the email query value, encoded or not, and leaves the rest', () => {
    expect(redactUrl('/api/services/by-email?email=jane.doe%40example.com&page=2')).toBe('/api/services/by-email?email=ja***%40example.com&page=2');
    expect(redactUrl('/api/x?page=1&EMAIL=jane@example.com')).toBe('/api/x?page=1&EMAIL=ja***%40example.com');
    expect(redactUrl('/api/x?email=%E0%A4%A')).toBe('/api/x?email=***');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
