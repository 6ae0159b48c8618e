import { formatFileSize } from './formatFileSize';

it('shows file sizes in kilobytes (at least 1) and megabytes', () => {
  expect(formatFileSize(200)).toBe('1 KB');
  expect(formatFileSize(2048)).toBe('2 KB');
  expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
});
