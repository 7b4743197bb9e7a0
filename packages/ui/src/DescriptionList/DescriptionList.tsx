import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DescriptionListProps {
  items: { term: ReactNode; description: ReactNode }[];
}

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2, 6)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    overflow-wrap: anywhere;
  }
`;

const Pair = styled.div`
  display: contents;
`;

/** Label/value pairs (a profile, a record's details). */
export function DescriptionList({ items }: DescriptionListProps) {
  return (
    <List>
      {items.map((item, index) => (
        <Pair key={index}>
          <dt>{item.term}</dt>
          <dd>{item.description}</dd>
        </Pair>
      ))}
    </List>
  );
}
