import { ChevronDown } from 'lucide-react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Input,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldEndButton,
  FieldErrorText,
  FieldLabel,
  FieldRoot,
  FieldWell,
} from '../Field/Field.styles.ts';
import { FloatingPanel, Option, OptionList } from '../Popover/Popover.styles.ts';
import type { SelectItem } from '../Select/Select.tsx';
import { OpenOnAnswer, useAnswerMayOpen } from './OpenOnAnswer.tsx';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<SelectItem>, 'children' | 'className' | 'style' | 'items' | 'defaultItems'> {
  label: string;
  items: SelectItem[];
  description?: string;
  errorMessage?: string | undefined;
  placeholder?: string;
  /** What an open list without items says. */
  emptyText?: string;
  /**
   * The list is a search's answer (a server's, as one types), not a fixed list. The list opens when typed into before
   * anything is found, saying 検索しています… while `isSearching`, and the answer lands in it; an answer that arrives
   * while the field has focus and its list is closed (a scroll of the page closed it) opens it, unless Escape or a
   * choice came after the last keystroke.
   */
  search?: { isSearching: boolean };
}

const Root = styled(AriaComboBox)`
  ${FieldRoot}
` as typeof AriaComboBox;

/** Pick one of a long list by typing (a program, a customer, a bank). */
export function ComboBox({
  label,
  items,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  emptyText = '該当する候補がありません',
  search,
  onSelectionChange,
  ...props
}: ComboBoxProps) {
  const { armed, onTyped, onSettled } = useAnswerMayOpen();
  const searching = search?.isSearching ?? false;
  return (
    <Root
      {...props}
      defaultItems={items}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      allowsEmptyCollection={props.allowsEmptyCollection ?? search !== undefined}
      onSelectionChange={(key) => {
        onSettled();
        onSelectionChange?.(key);
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldWell>
        <Input
          placeholder={placeholder}
          // A keystroke, a paste or an IME's text: not the text a choice writes into the field.
          onInput={onTyped}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onSettled();
          }}
        />
        <FieldEndButton aria-label="候補を表示">
          <ChevronDown aria-hidden="true" />
        </FieldEndButton>
      </FieldWell>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      {search ? <OpenOnAnswer ids={items.map((item) => item.id)} armed={armed} /> : null}
      <FloatingPanel>
        <OptionList
          renderEmptyState={() => <p style={{ margin: 8 }}>{searching ? '検索しています…' : emptyText}</p>}
        >
          {(item: unknown) => {
            const option = item as SelectItem;
            return (
              <Option id={option.id} textValue={option.label}>
                {option.label}
              </Option>
            );
          }}
        </OptionList>
      </FloatingPanel>
    </Root>
  );
}
