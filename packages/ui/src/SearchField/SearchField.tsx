import { Search, X } from 'lucide-react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Input,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldEndButton,
  FieldLabel,
  FieldRoot,
  fieldStartIcon,
  inputWell,
} from '../Field/Field.styles.ts';
import { visuallyHidden } from '../theme/mixins.ts';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className' | 'style'> {
  label: string;
  /** Visually hidden label (a toolbar's search box); the name stays for screen readers. */
  hideLabel?: boolean;
  placeholder?: string;
  description?: string;
}

const Root = styled(AriaSearchField)`
  ${FieldRoot}
  .well {
    position: relative;
  }
  .hidden-label {
    ${visuallyHidden}
  }
  input {
    ${inputWell}
    padding-right: 40px;
    &::-webkit-search-cancel-button {
      display: none;
    }
  }
  ${fieldStartIcon}
  &[data-empty] .clear {
    display: none;
  }
`;
// The field's one end-of-field button, with the smaller × of a clear action.
const Clear = styled(FieldEndButton)`
  svg {
    width: 16px;
    height: 16px;
  }
`;

/** A search box: Escape or the × button clears it, Enter submits. */
export function SearchField({
  label,
  hideLabel = false,
  placeholder,
  description,
  ...props
}: SearchFieldProps) {
  return (
    <Root {...props}>
      <FieldLabel className={hideLabel ? 'hidden-label' : undefined}>{label}</FieldLabel>
      <div className="well">
        <Search className="icon" aria-hidden="true" />
        <Input placeholder={placeholder} />
        <Clear className="clear" aria-label="検索条件をクリア">
          <X aria-hidden="true" />
        </Clear>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
    </Root>
  );
}
