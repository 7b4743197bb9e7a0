import { describe, expect, it } from 'vitest';
import { listTotal } from './ListPager.tsx';

describe('listTotal', () => {
  it('when the server counted every row, then its total is the count', () => {
    expect(listTotal({ current_page: 2, total: 160, to: 40, next_cursor: 'b', total_capped: false })).toEqual(
      {
        total: 160,
        lowerBound: false,
      },
    );
  });

  it('when a search stopped counting at 1,000 and more pages follow, then 1,000 is a lower bound', () => {
    expect(listTotal({ current_page: 3, total: 1000, to: 60, next_cursor: 'c', total_capped: true })).toEqual(
      {
        total: 1000,
        lowerBound: true,
      },
    );
  });

  it("when a capped search's last page is shown, then the place of its last row is the count", () => {
    expect(
      listTotal({ current_page: 63, total: 1000, to: 1247, next_cursor: null, total_capped: true }),
    ).toEqual({ total: 1247, lowerBound: false });
  });

  it('when a list has no cursors (a list paged by number), then its total is the count', () => {
    expect(listTotal({ current_page: 1, total: 12 })).toEqual({ total: 12, lowerBound: false });
  });
});
