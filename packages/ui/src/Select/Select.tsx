import { ChevronDown } from 'lucide-react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  SelectValue,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, FieldRoot, inputWell } from '../Field/Field.styles.ts';
import { FloatingPanel, Option, OptionList } from '../Popover/Popover.styles.ts';

export interface SelectItem {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectItem>, 'children' | 'className' | 'style' | 'items'> {
  label: string;
  items: SelectItem[];
  description?: string;
  errorMessage?: string | undefined;
  /** Visually hidden label (the name stays for screen readers). */
  hideLabel?: boolean;
  /**
   * The choices are still coming (a query): the select says 「読み込み中…」 and cannot be pressed until they are
   * here. A select with no choices says so and cannot be pressed either: an empty list does not open, and a press
   * that does nothing looks broken (an e2e run pressed a class's スクール before the schools came).
   */
  isLoading?: boolean;
}

/** What a select without choices shows in place of a value. */
const selectMessages = { loading: '読み込み中…', empty: '選択肢がありません' } as const;

const Root = styled(AriaSelect)`
  ${FieldRoot}
` as typeof AriaSelect;
const Trigger = styled(Button)`
  ${inputWell}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  text-align: left;
  cursor: pointer;
  &[data-pressed] {
    border-color: ${({ theme }) => theme.color.focus};
  }
  .value[data-placeholder] {
    color: ${({ theme }) => theme.color.text.muted};
  }
  svg {
    width: 16px;
    height: 16px;
    flex: none;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const HiddenLabel = styled(FieldLabel)<{ $hidden: boolean }>`
  ${({ $hidden }) =>
    $hidden
      ? 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;'
      : ''}
`;

/** Pick one of a short list (a store, a page size, a theme). */
export function Select({
  label,
  items,
  description,
  errorMessage,
  hideLabel = false,
  isInvalid,
  isLoading = false,
  isDisabled,
  placeholder,
  ...props
}: SelectProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  const nothingToChoose = isLoading || items.length === 0;
  return (
    <Root
      {...props}
      disabledKeys={disabledKeys}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      isDisabled={isDisabled || nothingToChoose}
      placeholder={
        isLoading ? selectMessages.loading : items.length === 0 ? selectMessages.empty : placeholder
      }
    >
      <HiddenLabel $hidden={hideLabel}>{label}</HiddenLabel>
      <Trigger>
        <SelectValue className="value" />
        <ChevronDown aria-hidden="true" />
      </Trigger>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <FloatingPanel>
        <OptionList>
          {items.map((item) => (
            <Option key={String(item.id)} id={item.id}>
              {item.label}
            </Option>
          ))}
        </OptionList>
      </FloatingPanel>
    </Root>
  );
}
