import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../constants.ts';
import { claimsToBeImage } from '../files.ts';
import { validationMessages } from '../messages.ts';

/** What a file input hands over: a `FileList` in the browser (typed structurally; this package has no DOM lib). */
export interface FileListLike {
  readonly length: number;
  item(index: number): Blob | null;
}

export type AvatarInput = Blob | FileListLike | readonly Blob[] | null | undefined;

function isBlobLike(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string'
  );
}

function isFileListLike(value: unknown): value is FileListLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileListLike).length === 'number' &&
    typeof (value as FileListLike).item === 'function'
  );
}

/** The chosen file, or undefined when none was chosen (an empty FileList or array counts as none). */
function firstFile(value: AvatarInput): unknown {
  if (Array.isArray(value)) return value[0];
  if (isFileListLike(value)) return value.item(0) ?? undefined;
  return value ?? undefined;
}

/** Optional avatar image: jpeg, png or gif, at most `AVATAR_MAX_BYTES`. */
export function avatarField() {
  const { avatarTooLarge, avatarNotImage } = validationMessages.preRegistration;
  return z
    .preprocess(
      firstFile,
      z
        .custom<Blob>((value) => value === undefined || isBlobLike(value), { error: avatarNotImage })
        .refine((file) => !isBlobLike(file) || file.size <= AVATAR_MAX_BYTES, { error: avatarTooLarge })
        .refine((file) => !isBlobLike(file) || claimsToBeImage(file as Blob & { name?: string }), {
          error: avatarNotImage,
        })
        .optional(),
    )
    .optional();
}
