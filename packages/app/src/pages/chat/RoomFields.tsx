import { type ChatRoomType, isApiError } from '@kayoi/api-client';
import type { ChatRoomIcon } from '@kayoi/domain/labels';
import { FieldSpan, TextArea, TextField } from '@kayoi/ui';
import { RoomIconPicker } from './RoomIcon.tsx';

// A room's own fields (ルーム名, 説明, アイコン), as the new room form and the room's 設定 edit them.

export interface RoomFieldValues {
  name: string;
  description: string;
  icon: ChatRoomIcon | null;
}

/** The client's checks, in the server's words; an empty object when the fields may be sent. */
export function roomFieldErrors({ name, description }: RoomFieldValues): Record<string, string> {
  const found: Record<string, string> = {};
  if (name.trim() === '') found.name = 'ルーム名は必須です';
  if (name.length > 100) found.name = 'ルーム名は100文字以内で入力してください';
  if (description.length > 500) found.description = '説明は500文字以内で入力してください';
  return found;
}

/** A refusal's field errors (a 422), the first message of each field, to show at the fields. */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  isApiError(error)
    ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, [first]]) => [field, first ?? '']))
    : {};

export function RoomFields({
  type,
  values,
  onChange,
  errors,
}: {
  type: ChatRoomType;
  values: RoomFieldValues;
  onChange: (values: RoomFieldValues) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        label="ルーム名"
        isRequired
        value={values.name}
        onChange={(name) => onChange({ ...values, name })}
        errorMessage={errors.name}
        placeholder="例）渋谷校 コーチ連絡"
      />
      <FieldSpan span="full">
        <TextArea
          label="説明"
          value={values.description}
          onChange={(description) => onChange({ ...values, description })}
          maxCharacters={500}
          errorMessage={errors.description}
          rows={3}
        />
      </FieldSpan>
      <RoomIconPicker
        type={type}
        value={values.icon}
        onChange={(icon) => onChange({ ...values, icon })}
        errorMessage={errors.icon}
      />
    </>
  );
}
