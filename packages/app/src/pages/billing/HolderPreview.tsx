import { toHalfWidthKatakana } from '@kayoi/domain/kana';
import styled from 'styled-components';

const Preview = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
  .value {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

/** What the bank will read for the name typed (half-width katakana), shown as staff type. */
export function HolderPreview({ typed, label }: { typed: string; label: string }) {
  const trimmed = typed.trim();
  return (
    <Preview aria-live="polite">
      {label}：<span className="value">{trimmed ? toHalfWidthKatakana(trimmed) : '—'}</span>
    </Preview>
  );
}
