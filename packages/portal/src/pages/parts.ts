import styled from 'styled-components';

// The pieces マイページ's cards are laid out with, one copy for every page: a list of rows parted by a line, and
// a small secondary note.

/** A list of rows (lessons, bookings, waiting-list places) without bullets. */
export const RowList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row of a RowList, parted from the next by a thin line. */
export const RowItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

/** A small secondary line (a deadline, a rule, an empty state). */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A page's links to the pages beside it (ホーム, プロフィール): one row that wraps on a phone. */
export const Shortcuts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2, 4)};
`;
