import { type CalendarDate, parseDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, FieldRoot, inputWell } from '../Field/Field.styles.ts';
import { FloatingPanel } from '../Popover/Popover.styles.ts';
import { focusRing } from '../theme/mixins.ts';

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
}

const toDate = (value: string | null | undefined): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

const Root = styled(AriaDatePicker)`
  ${FieldRoot}
` as typeof AriaDatePicker;
const Well = styled(Group)`
  ${inputWell}
  display: flex;
  align-items: center;
  justify-content: space-between;
  &[data-focus-within] {
    ${focusRing}
    outline-offset: 0;
  }
`;
const Segments = styled(DateInput)`
  display: flex;
  .segment {
    padding: 0 1px;
    border-radius: 3px;
    outline: none;
    &[data-placeholder] {
      color: ${({ theme }) => theme.color.text.muted};
    }
    &[data-focused] {
      background: ${({ theme }) => theme.color.accent.solid};
      color: ${({ theme }) => theme.color.accent.onSolid};
    }
  }
`;
const IconButton = styled(Button)`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-right: -8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
const CalendarPanel = styled(FloatingPanel)`
  min-width: auto;
  width: max-content;
  max-height: none;
`;
const CalendarBox = styled(Calendar)`
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.primary};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  table {
    border-collapse: collapse;
  }
  th {
    padding: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  /* Sunday red, Saturday blue, as Japanese calendars print them. */
  th:first-child {
    color: ${({ theme }) => theme.color.status.danger.text};
  }
  th:last-child {
    color: ${({ theme }) => theme.color.status.info.text};
  }
`;
const Day = styled(CalendarCell)`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

/** A date in Japanese order (年/月/日) with a Sunday-first calendar; values are 'YYYY-MM-DD'. */
export function DatePicker({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isRequired,
  isDisabled,
}: DatePickerProps) {
  const min = toDate(minValue);
  const max = toDate(maxValue);
  return (
    <Root
      value={toDate(value)}
      onChange={(date) => onChange(date ? date.toString() : null)}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      isInvalid={Boolean(errorMessage)}
      {...(isRequired === undefined ? {} : { isRequired })}
      {...(isDisabled === undefined ? {} : { isDisabled })}
      firstDayOfWeek="sun"
      // One date format everywhere: 2025/02/28 as in the lists, not 2025/2/28.
      shouldForceLeadingZeros
    >
      <FieldLabel>{label}</FieldLabel>
      <Well>
        <Segments>{(segment) => <DateSegment className="segment" segment={segment} />}</Segments>
        <IconButton aria-label="カレンダーを開く">
          <CalendarDays aria-hidden="true" />
        </IconButton>
      </Well>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <CalendarPanel>
        <Dialog aria-label={`${label}のカレンダー`}>
          <CalendarBox firstDayOfWeek="sun">
            <header>
              <IconButton slot="previous" aria-label="前の月">
                <ChevronLeft aria-hidden="true" />
              </IconButton>
              <Heading />
              <IconButton slot="next" aria-label="次の月">
                <ChevronRight aria-hidden="true" />
              </IconButton>
            </header>
            <CalendarGrid>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <Day date={date} />}</CalendarGridBody>
            </CalendarGrid>
          </CalendarBox>
        </Dialog>
      </CalendarPanel>
    </Root>
  );
}
