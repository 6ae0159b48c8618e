import { pageWindow, parsePageParam } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 9, [1, 2, 3, 4, 5]],
    [2, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [8, 9, [5, 6, 7, 8, 9]],
    [9, 9, [5, 6, 7, 8, 9]],
    [3, 4, [1, 2, 3, 4]],
  ])('page %i of %i offers %j', (page, lastPage, expected) => {
    expect(pageWindow(page, lastPage)).toEqual(expected);
  });
});

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('reads %p as page %i', (value, expected) => {
    expect(parsePageParam(value)).toBe(expected);
  });
});
