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
  /* Phone and e-mail links read as the theme's links, in light and dark alike. */
  dd a {
    color: ${({ theme }) => theme.color.text.link};
    text-underline-offset: 0.2em;
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
        // biome-ignore lint/suspicious/noArrayIndexKey: a pair is its place in a list given whole (terms may repeat or be elements)
        <Pair key={index}>
          <dt>{item.term}</dt>
          <dd>{item.description}</dd>
        </Pair>
      ))}
    </List>
  );
}
