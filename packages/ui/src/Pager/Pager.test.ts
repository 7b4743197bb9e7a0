import { describe, expect, it } from 'vitest';
import { visiblePages } from './Pager.tsx';

describe('visiblePages', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
  ])('when page %i of %i is shown, then the buttons are %j', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });

  it.each([
    [1, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [10, 10, [8, 9, 10]],
    [1, 2, [1, 2]],
  ])('when a phone shows page %i of %i (three numbers), then the buttons are %j', (page, count, expected) => {
    expect(visiblePages(page, count, 3)).toEqual(expected);
  });
});
