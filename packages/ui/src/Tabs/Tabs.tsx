import type { ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

export interface TabItem {
  id: Key;
  label: string;
  content: ReactNode;
  /** A count shown beside the label (e.g. currently checked in). */
  badge?: number;
}

export interface TabsProps {
  'aria-label': string;
  items: TabItem[];
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
}

// A tab's label is never broken (「長時間滞/在」「最近の/入館」 read as nonsense, issue 28): each tab keeps its
// label and count on one line, and where the row is too short for them all it scrolls sideways. Callers give
// labels short enough for the narrowest place they are shown.
const List = styled(TabList)`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  overflow-x: auto;
`;
const TabItemStyled = styled(Tab)`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2, 1.5)};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    color: ${({ theme }) => theme.color.text.primary};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.color.accent.text};
    border-bottom-color: ${({ theme }) => theme.color.accent.solid};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
  .count {
    min-width: 20px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: center;
  }
`;
const Panel = styled(TabPanel)`
  padding-top: ${({ theme }) => theme.space(3)};
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
`;

/** Views of one subject side by side (the occupancy panel's four lists). Arrow keys move between tabs. */
export function Tabs({ items, ...props }: TabsProps) {
  const { 'aria-label': label, ...state } = props;
  return (
    <AriaTabs {...state}>
      <List aria-label={label}>
        {items.map((item) => (
          <TabItemStyled key={String(item.id)} id={item.id}>
            {item.label}
            {item.badge === undefined ? null : <span className="count">{item.badge}</span>}
          </TabItemStyled>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={String(item.id)} id={item.id}>
          {item.content}
        </Panel>
      ))}
    </AriaTabs>
  );
}
