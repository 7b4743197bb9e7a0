import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { japaneseLineBreaks } from '../theme/japaneseText.ts';
import { glassSurface } from '../theme/mixins.ts';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** Fields per row on a wide screen (default 2); one per row on a phone. */
  columns?: 1 | 2 | 3 | 4;
  children: ReactNode;
}

const Section = styled.section<{ $columns: number }>`
  ${glassSurface()}
  /* The app sets this page-wide; a story's theme matrix (no global styles) needs it here. */
  &,
  & * {
    box-sizing: border-box;
  }
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.primary};
  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
  header {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    ${japaneseLineBreaks}
  }
  /* Japanese forms mark required fields with 必須; the mark is left out of the field's accessible name
     (the field itself says it is required). */
  [data-required] > [data-field-label]::after {
    content: '必須' / '';
    margin-left: ${({ theme }) => theme.space(1.5)};
    padding: 1px ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.status.danger.solid};
    color: ${({ theme }) => theme.color.status.danger.onSolid};
    font-size: 11px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    vertical-align: 1px;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
    align-items: start;
  }
  @media (max-width: 720px) {
    padding: ${({ theme }) => theme.space(4)};
    .grid {
      grid-template-columns: minmax(0, 1fr);
    }
    .grid > * {
      grid-column: auto !important;
    }
  }
`;

/** A titled group of form fields on the 4 px grid (基本情報, 連絡先, 住所 …). */
export function FormSection({ title, description, columns = 2, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Section $columns={columns} aria-labelledby={titleId}>
      <header>
        <h2 id={titleId}>{title}</h2>
        {description ? <p>{description}</p> : null}
      </header>
      <div className="grid">{children}</div>
    </Section>
  );
}

export interface FieldSpanProps {
  /** Columns the field takes; 'full' spans the whole row. */
  span: number | 'full';
  children: ReactNode;
}

const Span = styled.div<{ $span: number | 'full' }>`
  grid-column: ${({ $span }) => ($span === 'full' ? '1 / -1' : `span ${$span}`)};
  min-width: 0;
`;

/** A field that takes more than one column of its FormSection. */
export function FieldSpan({ span, children }: FieldSpanProps) {
  return <Span $span={span}>{children}</Span>;
}

export interface FormActionsProps {
  children: ReactNode;
  /** Text at the start of the bar (what happens when sending). */
  note?: ReactNode;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
  .note {
    margin-right: auto;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The form's buttons: cancel and send, at the end. */
export function FormActions({ children, note }: FormActionsProps) {
  return (
    <Actions>
      {note ? <span className="note">{note}</span> : null}
      {children}
    </Actions>
  );
}
