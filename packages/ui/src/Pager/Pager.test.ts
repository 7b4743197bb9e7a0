import { describe, expect, it } from 'vitest';
import { pagerPosition, visiblePages } from './Pager.tsx';

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

describe('pagerPosition', () => {
  it('when the total is exact, then the pages are its pages and the range ends at the total', () => {
    expect(pagerPosition({ page: 8, pageSize: 20, total: 160 })).toEqual({
      current: 8,
      pageCount: 8,
      hasNext: false,
      from: 141,
      to: 160,
    });
    // A page past the end (an old link) is the last one.
    expect(pagerPosition({ page: 12, pageSize: 20, total: 45 })).toMatchObject({
      current: 3,
      from: 41,
      to: 45,
    });
  });

  it('when the total is a lower bound, then the pages run one past the current page while one follows', () => {
    expect(pagerPosition({ page: 1, pageSize: 20, total: 1000, totalIsLowerBound: true })).toEqual({
      current: 1,
      pageCount: 50,
      hasNext: true,
      from: 1,
      to: 20,
    });
    // Past what was counted: the page shown and the next one are known, none further.
    expect(
      pagerPosition({ page: 63, pageSize: 20, total: 1000, totalIsLowerBound: true, hasNextPage: true }),
    ).toMatchObject({ current: 63, pageCount: 64, hasNext: true, from: 1241, to: 1260 });
    expect(
      pagerPosition({ page: 63, pageSize: 20, total: 1000, totalIsLowerBound: true, hasNextPage: false }),
    ).toMatchObject({ current: 63, pageCount: 63, hasNext: false });
  });

  it('when a list says whether a page follows, then 次のページ follows it rather than the total', () => {
    expect(pagerPosition({ page: 2, pageSize: 20, total: 160, hasNextPage: false }).hasNext).toBe(false);
  });
});
