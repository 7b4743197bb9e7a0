import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type BreadcrumbItem, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { japaneseLineBreaks } from '../theme/japaneseText.ts';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  breadcrumbs?: BreadcrumbItem[];
  actions?: ReactNode;
}

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    color: ${({ theme }) => theme.color.text.primary};
    ${japaneseLineBreaks}
    text-wrap: balance;
  }
`;
/** Under the title: a sentence, or a row of facts (a post's dates and badges), so a block and not a <p>. */
const Description = styled.div`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
  ${japaneseLineBreaks}
`;
// On a phone the actions wrap onto another line rather than break their labels (「CSV出 / 力」), and so does a
// row of them a page passes in (a Stack).
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  > div {
    flex-wrap: wrap;
  }
`;

/** The page's title (its one h1), where it sits, and its main actions. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Root>
      <div>
        {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
        <h1>{title}</h1>
        {description ? <Description>{description}</Description> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
