import { requesterNetwork } from './clientAddress';

describe('requesterNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(requesterNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by /64', () => {
    const network = '2001:db8:1:2::/64';
    expect(requesterNetwork('2001:db8:1:2::1')).toBe(network);
    expect(requesterNetwork('2001:0db8:0001:0002:abcd:ef01:2345:6789')).toBe(network);
    expect(requesterNetwork('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe(network);
    expect(requesterNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(requesterNetwork('::1')).toBe('0:0:0:0::/64');
    expect(requesterNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(requesterNetwork('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(requesterNetwork('::ffff:c633:6404')).toBe('198.51.100.4');
  });
});
