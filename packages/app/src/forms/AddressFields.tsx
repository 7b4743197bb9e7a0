import { normalizePostalCode } from '@kayoi/domain/contact';
import { Select, TextField } from '@kayoi/ui';
import { PREFECTURES, usePostalAutofill } from './address.ts';
import type { FieldErrors } from './useSchemaForm.ts';

type AddressField = 'postal_code' | 'region' | 'prefecture' | 'city' | 'street_address' | 'building';

/** The part of a form this block reads and writes (the register, pre-registration and customer forms). */
export interface AddressForm {
  values: {
    postal_code: string;
    prefecture: string;
    city: string;
    street_address: string;
    building: string;
    region?: string;
  };
  errors: FieldErrors;
  set(name: AddressField, value: string): void;
  patch(values: Partial<Record<AddressField, string>>): void;
  touch(name: AddressField): void;
}

export interface AddressFieldsProps {
  form: AddressForm;
  /** Required address (the public form) or optional (a customer record). */
  isRequired?: boolean;
  /** The pre-registration forms also ask for a region (地域). */
  withRegion?: boolean;
  /** The postal code the form opened with: its address is not overwritten. */
  initialPostalCode?: string;
}

/**
 * 郵便番号 → 都道府県・市区町村 (and 町域 into an empty 番地) from Japan Post's list, then the rest by hand.
 * Everything stays editable; a code the list does not know just says so.
 */
export function AddressFields({
  form,
  isRequired = false,
  withRegion = false,
  initialPostalCode,
}: AddressFieldsProps) {
  const { values, errors } = form;
  const lookup = usePostalAutofill(
    values.postal_code,
    (area) => {
      const street = values.street_address.trim();
      form.patch({
        prefecture: area.prefecture,
        city: area.city,
        // The town goes into 番地 only while 番地 is empty: never over what the user typed.
        ...(street === '' && area.town ? { street_address: area.town } : {}),
      });
    },
    initialPostalCode,
  );
  const prefectures =
    PREFECTURES.includes(values.prefecture as (typeof PREFECTURES)[number]) || !values.prefecture
      ? PREFECTURES
      : [values.prefecture, ...PREFECTURES];

  return (
    <>
      <TextField
        label="郵便番号"
        name="postal_code"
        isRequired={isRequired}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="例）150-0043"
        value={values.postal_code}
        onChange={(value) => form.set('postal_code', value)}
        onBlur={() => {
          form.set('postal_code', normalizePostalCode(values.postal_code));
          form.touch('postal_code');
        }}
        description={lookup.message ?? '7桁で入力すると住所を自動で入力します'}
        announceDescription
        errorMessage={errors.postal_code}
      />
      {withRegion ? (
        <TextField
          label="地域"
          name="region"
          value={values.region ?? ''}
          onChange={(value) => form.set('region', value)}
          onBlur={() => form.touch('region')}
          errorMessage={errors.region}
        />
      ) : (
        // Keeps 都道府県 at the start of the next row.
        <span />
      )}
      <Select
        label="都道府県"
        name="prefecture"
        isRequired={isRequired}
        placeholder="選択してください"
        items={prefectures.map((name) => ({ id: name, label: name }))}
        selectedKey={values.prefecture || null}
        onSelectionChange={(key) => {
          form.set('prefecture', key === null ? '' : String(key));
          form.touch('prefecture');
        }}
        errorMessage={errors.prefecture}
      />
      <TextField
        label="市区町村"
        name="city"
        isRequired={isRequired}
        autoComplete="address-level2"
        value={values.city}
        onChange={(value) => form.set('city', value)}
        onBlur={() => form.touch('city')}
        errorMessage={errors.city}
      />
      <TextField
        label="番地"
        name="street_address"
        isRequired={isRequired}
        autoComplete="address-line1"
        placeholder="例）道玄坂1-2-3"
        value={values.street_address}
        onChange={(value) => form.set('street_address', value)}
        onBlur={() => form.touch('street_address')}
        errorMessage={errors.street_address}
      />
      <TextField
        label="建物名"
        name="building"
        autoComplete="address-line2"
        placeholder="例）道玄坂ハイツ101"
        value={values.building}
        onChange={(value) => form.set('building', value)}
        onBlur={() => form.touch('building')}
        errorMessage={errors.building}
      />
    </>
  );
}
