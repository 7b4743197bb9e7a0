import { FilterX } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { glassSurface, tabularNumbers } from '../theme/mixins.ts';

export interface FilterBarProps {
  /** Names the search region for screen readers ('顧客の検索条件'). */
  label: string;
  /** The search box and the filter fields. */
  children: ReactNode;
  /** Shown while any filter is set: puts every filter back. */
  onClear?: () => void;
  isFiltered?: boolean;
  /** A line under the fields: '全 1,234件' or what is being shown. */
  summary?: ReactNode;
  /** Buttons at the end of the bar (CSV export). */
  actions?: ReactNode;
}

const Root = styled.div`
  ${glassSurface()}
  /* The app sets this page-wide; a story's theme matrix (no global styles) needs it here. */
  &,
  & * {
    box-sizing: border-box;
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    align-items: end;
  }
  .fields > :first-child {
    grid-column: span 2;
  }
  @media (max-width: 640px) {
    .fields > :first-child {
      grid-column: auto;
    }
  }
  .foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
  }
  .summary {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    ${tabularNumbers}
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin-left: auto;
  }
`;

/** A list's search box and filters in one search region, with a way back to "no filters". */
export function FilterBar({
  label,
  children,
  onClear,
  isFiltered = false,
  summary,
  actions,
}: FilterBarProps) {
  return (
    <Root role="search" aria-label={label}>
      <div className="fields">{children}</div>
      {summary || actions || (onClear && isFiltered) ? (
        <div className="foot">
          <span className="summary" aria-live="polite">
            {summary}
          </span>
          <div className="actions">
            {onClear && isFiltered ? (
              <Button variant="ghost" size="sm" icon={<FilterX aria-hidden="true" />} onPress={onClear}>
                条件をクリア
              </Button>
            ) : null}
            {actions}
          </div>
        </div>
      ) : null}
    </Root>
  );
}
