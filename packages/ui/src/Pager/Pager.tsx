import { PAGE_SIZES } from '@kayoi/domain/constants';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { formatCount } from '../format.ts';
import { Select } from '../Select/Select.tsx';
import { focusRing, tabularNumbers } from '../theme/mixins.ts';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The rows the list holds; with `totalIsLowerBound`, at least this many. */
  total: number;
  /**
   * `total` is a lower bound: the list stopped counting there (a search counted up to a cap). The pager then
   * says 「1,000件以上」, shows no last page number and no 最後のページ, and 次のページ follows `hasNextPage`.
   * Once the list's end is reached its total is known: pass that instead.
   */
  totalIsLowerBound?: boolean;
  /**
   * Whether a page follows this one, where the list knows it other than by its total (a page read by cursor
   * says so). Default: while the page is before the last one `total` gives (with a lower bound: always).
   */
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizes?: readonly number[];
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  .range {
    ${tabularNumbers}
  }
  .size {
    width: 140px;
  }
  .more {
    display: grid;
    place-items: end center;
    min-width: 24px;
    height: 32px;
  }
  ol {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* A phone: three page numbers, not five, so that the buttons keep their size and the row its width. */
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    li[data-far] {
      display: none;
    }
  }
`;
const PageButton = styled(AriaButton)`
  display: grid;
  place-items: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  cursor: pointer;
  ${tabularNumbers}
  svg {
    width: 16px;
    height: 16px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.solid};
    border-color: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/** Up to `count` (5) page numbers around the current page. */
export function visiblePages(page: number, pageCount: number, count = 5): number[] {
  const before = Math.floor((count - 1) / 2);
  const start = Math.max(1, Math.min(page - before, pageCount - count + 1));
  const end = Math.min(pageCount, start + count - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The pages a pager knows of and where it stands: with an exact total, its pages; with a lower bound, the
 * pages that total fills and the page after the current one when there is one (the last is not known).
 */
export function pagerPosition({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  hasNextPage,
}: Pick<PagerProps, 'page' | 'pageSize' | 'total' | 'totalIsLowerBound' | 'hasNextPage'>) {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  if (!totalIsLowerBound) {
    const current = Math.min(Math.max(1, page), counted);
    return {
      current,
      pageCount: counted,
      hasNext: hasNextPage ?? current < counted,
      from: total === 0 ? 0 : (current - 1) * pageSize + 1,
      to: Math.min(total, current * pageSize),
    };
  }
  const current = Math.max(1, page);
  const hasNext = hasNextPage ?? true;
  return {
    current,
    pageCount: Math.max(counted, current + (hasNext ? 1 : 0)),
    hasNext,
    from: (current - 1) * pageSize + 1,
    to: current * pageSize,
  };
}

/**
 * The list footer (seed §2): page size as 'N件表示', the range shown, and page buttons. A total that is only a
 * lower bound is said as such (「1,000件以上」), and no last page is offered that nobody counted.
 */
export function Pager({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  hasNextPage,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
}: PagerProps) {
  const { current, pageCount, hasNext, from, to } = pagerPosition({
    page,
    pageSize,
    total,
    totalIsLowerBound,
    hasNextPage,
  });
  const go = (target: number) => onPageChange(Math.min(Math.max(1, target), pageCount));
  const near = visiblePages(current, pageCount, 3);
  return (
    <Nav aria-label="ページ送り">
      <div className="size">
        <Select
          label="表示件数"
          hideLabel
          items={pageSizes.map((size) => ({ id: size, label: `${size}件表示` }))}
          selectedKey={pageSize}
          onSelectionChange={(key: Key | null) => {
            const size = Number(key);
            if (pageSizes.includes(size)) onPageSizeChange(size);
          }}
        />
      </div>
      <span className="range" aria-live="polite">
        {from === 0 ? '0件' : `${formatCount(from)}–${formatCount(to)}件`} /{' '}
        {totalIsLowerBound ? `${formatCount(total)}件以上` : `全${formatCount(total)}件`}
      </span>
      <ol>
        <li>
          <PageButton aria-label="最初のページ" isDisabled={current === 1} onPress={() => go(1)}>
            <ChevronsLeft aria-hidden="true" />
          </PageButton>
        </li>
        <li>
          <PageButton aria-label="前のページ" isDisabled={current === 1} onPress={() => go(current - 1)}>
            <ChevronLeft aria-hidden="true" />
          </PageButton>
        </li>
        {visiblePages(current, pageCount).map((number) => (
          <li key={number} {...(near.includes(number) ? {} : { 'data-far': true })}>
            <PageButton
              aria-label={`ページ ${number}`}
              aria-current={number === current ? 'page' : undefined}
              onPress={() => go(number)}
            >
              {number}
            </PageButton>
          </li>
        ))}
        {totalIsLowerBound && hasNext ? (
          // More pages follow than are numbered: how many, nobody counted.
          <li className="more" aria-hidden="true">
            …
          </li>
        ) : null}
        <li>
          <PageButton aria-label="次のページ" isDisabled={!hasNext} onPress={() => go(current + 1)}>
            <ChevronRight aria-hidden="true" />
          </PageButton>
        </li>
        {totalIsLowerBound ? null : (
          <li>
            <PageButton
              aria-label="最後のページ"
              isDisabled={current === pageCount}
              onPress={() => go(pageCount)}
            >
              <ChevronsRight aria-hidden="true" />
            </PageButton>
          </li>
        )}
      </ol>
    </Nav>
  );
}
