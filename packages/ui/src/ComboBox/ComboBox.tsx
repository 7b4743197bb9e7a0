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

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<SelectItem>, 'children' | 'className' | 'style' | 'items' | 'defaultItems'> {
  label: string;
  items: SelectItem[];
  description?: string;
  errorMessage?: string | undefined;
  placeholder?: string;
  /** What an open list without items says (with `allowsEmptyCollection`: 検索しています… while a search runs). */
  emptyText?: string;
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
  ...props
}: ComboBoxProps) {
  return (
    <Root {...props} defaultItems={items} isInvalid={isInvalid ?? Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldWell>
        <Input placeholder={placeholder} />
        <FieldEndButton aria-label="候補を表示">
          <ChevronDown aria-hidden="true" />
        </FieldEndButton>
      </FieldWell>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <FloatingPanel>
        <OptionList renderEmptyState={() => <p style={{ margin: 8 }}>{emptyText}</p>}>
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
