import { Search } from 'lucide-react';
import { ComboBox as AriaComboBox, Input } from 'react-aria-components';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { OpenOnAnswer, useAnswerMayOpen } from '../ComboBox/OpenOnAnswer.tsx';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  FieldRoot,
  FieldWell,
  fieldStartIcon,
} from '../Field/Field.styles.ts';
import { FloatingPanel, Option, OptionList } from '../Popover/Popover.styles.ts';
import { tabularNumbers } from '../theme/mixins.ts';

export interface MemberCandidate {
  id: number;
  name: string;
  nameKana: string;
  memberNumber: string;
  /** Said beside the name when the member is not simply active (休会, 退会). */
  statusLabel?: string | null | undefined;
}

export interface MemberSearchFieldProps {
  label: string;
  placeholder?: string;
  description?: string;
  /** The text typed so far (controlled: the screen clears it once a member is recorded). */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The search's answer for the text typed so far; null while nothing has been searched. */
  candidates: MemberCandidate[] | null;
  isSearching?: boolean;
  errorMessage?: string | null | undefined;
  isDisabled?: boolean;
  /** A candidate was chosen: a click, or the arrow keys and Enter. */
  onPick: (candidate: MemberCandidate) => void;
  /** Enter while no candidate is highlighted: the typed text as it is (a 会員番号 typed in full). */
  onSubmitText: (text: string) => void;
}

const Root = styled(AriaComboBox)`
  ${FieldRoot}
  ${fieldStartIcon}
` as typeof AriaComboBox;

const Candidate = styled(Option)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
  .name {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .detail {
    grid-column: 1;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
    ${tabularNumbers}
  }
  > span:last-child:not(.detail) {
    grid-row: 1 / span 2;
    grid-column: 2;
  }
  .name {
    grid-column: 1;
  }
`;
const Empty = styled.p`
  margin: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * Finds a member as one types (会員番号, 氏名 or フリガナ) and hands the chosen one on; Enter without a
 * highlighted candidate hands on the typed text, so a 会員番号 typed in full needs no list at all.
 */
export function MemberSearchField({
  label,
  placeholder,
  description,
  inputValue,
  onInputChange,
  candidates,
  isSearching = false,
  errorMessage,
  isDisabled = false,
  onPick,
  onSubmitText,
}: MemberSearchFieldProps) {
  const typed = inputValue.trim() !== '';
  const { armed, onTyped, onSettled } = useAnswerMayOpen();
  return (
    <Root
      inputValue={inputValue}
      onInputChange={onInputChange}
      items={typed ? (candidates ?? []) : []}
      selectedKey={null}
      onSelectionChange={(key) => {
        const picked = candidates?.find((c) => c.id === key);
        if (!picked) return;
        onSettled();
        onPick(picked);
      }}
      menuTrigger="input"
      allowsCustomValue
      // Typed text always opens the list: 検索しています… until the answer, then the members or 該当する会員がいません.
      allowsEmptyCollection={typed}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldWell>
        <Search aria-hidden="true" className="icon" />
        <Input
          placeholder={placeholder}
          enterKeyHint="done"
          onInput={onTyped}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onSettled();
            // The combobox has already taken an Enter on a highlighted candidate (onPick).
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            if (event.currentTarget.getAttribute('aria-activedescendant')) return;
            if (typed) onSubmitText(inputValue.trim());
          }}
        />
      </FieldWell>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <OpenOnAnswer ids={typed && candidates ? candidates.map((c) => c.id) : null} armed={armed} />
      <FloatingPanel>
        <OptionList
          renderEmptyState={() => (
            <Empty>{isSearching || candidates === null ? '検索しています…' : '該当する会員がいません'}</Empty>
          )}
        >
          {(item: unknown) => {
            const candidate = item as MemberCandidate;
            return (
              <Candidate id={candidate.id} textValue={`${candidate.name} ${candidate.memberNumber}`}>
                {/* One accessible name of all the option says (name, kana, number, status). */}
                <span className="name">{candidate.name}</span>
                <span className="detail">
                  {candidate.nameKana}・会員番号 {candidate.memberNumber}
                </span>
                {candidate.statusLabel ? <Badge tone="warning">{candidate.statusLabel}</Badge> : null}
              </Candidate>
            );
          }}
        </OptionList>
      </FloatingPanel>
    </Root>
  );
}
