import { maskEmail, redactSecrets, redactText, redactUrl } from './redact';

describe('maskEmail', () => {
  it('keeps two letters and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('ja***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

describe('redactUrl', () => {
  it('masks the email query value, encoded or not, and leaves the rest', () => {
    expect(redactUrl('/api/services/by-email?email=jane.doe%40example.com&page=2')).toBe('/api/services/by-email?email=ja***@example.com&page=2');
    expect(redactUrl('/api/x?page=1&EMAIL=jane@example.com')).toBe('/api/x?page=1&EMAIL=ja***@example.com');
    expect(redactUrl('/api/x?email=%E0%A4%A')).toBe('/api/x?email=***');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('masks a parameter name spelled with percent-escapes', () => {
    expect(redactUrl('/api/services/by-email?%65mail=a%40b.co&page=1')).toBe('/api/services/by-email?email=a***@b.co&page=1');
    expect(redactUrl('/api/x?%45%4D%41%49%4C=jane%2540example.com')).toBe('/api/x?EMAIL=ja***@example.com');
  });

  it('masks addresses in other parameters and in the path', () => {
    expect(redactUrl('/api/x?contact=jane.doe%40example.com&to=bob@example.org')).toBe('/api/x?contact=ja***@example.com&to=bo***@example.org');
    expect(redactUrl('/api/jane.doe@example.com/cases')).toBe('/api/ja***@example.com/cases');
    expect(redactUrl('/api/x?q=%ZZjane@example.com')).toBe('/api/x?q=%Z***@example.com');
  });
});

describe('redactText', () => {
  it('masks every address in a message', () => {
    expect(redactText('duplicate key (email)=(jane@example.com) and "bob@example.org"')).toBe('duplicate key (email)=(ja***@example.com) and "bo***@example.org"');
  });
});

describe('redactSecrets', () => {
  const token = 'Zx9_kQ2-abcdefghijklmnopqrstuvwxyz0123456789A'.slice(0, 43);

  it('replaces the token of a sign-in, confirmation or enrolment link, however it is spelled', () => {
    expect(redactSecrets(`/confirm-request?token=${token}`)).toBe('/confirm-request?token=[redacted]');
    expect(redactSecrets(`https://site.example/admin/enrol?lang=en&TOKEN=${encodeURIComponent(token)}#top`)).toBe('https://site.example/admin/enrol?lang=en&TOKEN=[redacted]#top');
    expect(redactSecrets(`/api/x?%74oken=${token}`)).toBe('/api/x?token=[redacted]');
    expect(redactSecrets('/api/verify?code=042917&otp=123456')).toBe('/api/verify?code=[redacted]&otp=[redacted]');
  });

  it('replaces a token carried as a path segment, a calendar file included, and keeps route words and ids', () => {
    expect(redactSecrets(`/api/calendar/${token}.ics`)).toBe('/api/calendar/[redacted].ics');
    expect(redactSecrets(`/api/links/${token}/open`)).toBe('/api/links/[redacted]/open');
    expect(redactSecrets('/api/admin/cases/C-2026-0042/documents/12')).toBe('/api/admin/cases/C-2026-0042/documents/12');
  });

  it('masks addresses as the log does', () => {
    expect(redactSecrets('/api/services/by-email?email=jane.doe%40example.com')).toBe('/api/services/by-email?email=ja***@example.com');
  });
});
