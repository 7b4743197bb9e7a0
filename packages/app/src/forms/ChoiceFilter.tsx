import { Select, type SelectItem } from '@kayoi/ui';

const ALL = 'all';

/** A list's filter over one choice, すべて first; `value` is the choice's id in the address bar ('' for all). */
export function ChoiceFilter({
  label,
  items,
  value,
  onChange,
  isDisabled = false,
  isLoading = false,
}: {
  label: string;
  items: SelectItem[];
  value: string;
  onChange: (value: string | null) => void;
  isDisabled?: boolean;
  /** The choices are still coming (see the kit's Select). */
  isLoading?: boolean;
}) {
  return (
    <Select
      label={label}
      isDisabled={isDisabled}
      isLoading={isLoading}
      items={[{ id: ALL, label: 'すべて' }, ...items]}
      selectedKey={value || ALL}
      onSelectionChange={(key) => onChange(key === ALL || key === null ? null : String(key))}
    />
  );
}
