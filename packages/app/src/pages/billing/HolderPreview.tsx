import { toZenginName } from '@kayoi/domain/zengin';
import styled from 'styled-components';

const Preview = styled.p<{ $refused: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $refused }) => ($refused ? theme.color.status.danger.text : theme.color.text.secondary)};
  .value {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

export interface ZenginNameRule {
  /** The field's name in the message (口座名義, 委託者名). */
  label: string;
  /** Half-width characters the record's field holds (預金者名 30, 委託者名 40). */
  maxLength: number;
  /** Characters the profile accepts beyond every bank's set (ｰ , …). */
  extra?: string;
}

/** The name as the file will carry it, or the refusal the server would give (the same rule, @kayoi/domain/zengin). */
export const zenginNameOf = (typed: string, rule: ZenginNameRule) =>
  toZenginName(typed, {
    label: rule.label,
    maxLength: rule.maxLength,
    ...(rule.extra ? { extra: rule.extra } : {}),
  });

/** Under a kana field, as staff type: the half-width katakana the bank will read, or why it cannot be sent. */
export function HolderPreview({
  typed,
  caption,
  rule,
}: {
  typed: string;
  caption: string;
  rule: ZenginNameRule;
}) {
  const result = typed.trim() ? zenginNameOf(typed, rule) : null;
  return (
    <Preview aria-live="polite" $refused={result !== null && !result.ok}>
      {result === null ? (
        `${caption}：—`
      ) : result.ok ? (
        <>
          {caption}：<span className="value">{result.value}</span>
        </>
      ) : (
        result.message
      )}
    </Preview>
  );
}
