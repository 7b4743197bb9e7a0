import { ChevronRight } from 'lucide-react';
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
}

const List = styled(AriaBreadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
` as typeof AriaBreadcrumbs;
const Crumb = styled(Breadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  svg {
    width: 14px;
    height: 14px;
    color: ${({ theme }) => theme.color.text.muted};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    &[data-hovered] {
      text-decoration: underline;
    }
    &[data-focus-visible] {
      ${focusRing}
    }
    &[data-current] {
      color: ${({ theme }) => theme.color.text.secondary};
    }
  }
`;

/** Where this page sits: each level a link, the last one the current page. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <nav aria-label="パンくずリスト">
      <List items={items.map((item, index) => ({ ...item, id: index }))}>
        {(item) => (
          <Crumb id={item.id}>
            {({ isCurrent }) => (
              <>
                <Link {...(item.href && !isCurrent ? { href: item.href } : {})}>{item.label}</Link>
                {isCurrent ? null : <ChevronRight aria-hidden="true" />}
              </>
            )}
          </Crumb>
        )}
      </List>
    </nav>
  );
}
