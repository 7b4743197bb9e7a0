import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';
import { toFieldErrors } from './errors.ts';
import { serverMessages } from './messages.ts';
import { isUnstorableText } from './text.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
  /** The file was longer than the limit; `bytes` holds only the first limit + 1 bytes. */
  truncated: boolean;
}

export interface MultipartBody {
  /** Each field's last value. */
  fields: Record<string, string>;
  /** Every value of each field, in order (`remove_files[]` sent several times). */
  lists: Record<string, string[]>;
  /** The first file. */
  file: UploadedFile | undefined;
  /** Every file, in order (at most `maxFiles`). */
  files: UploadedFile[];
}

/** A field (its name, value, file name or type) the database cannot keep answers 422 naming the field. */
function refuseUnstorableText(field: string, ...texts: string[]) {
  if (!texts.some(isUnstorableText)) return;
  const instancePath = isUnstorableText(field) ? '' : `/${field}`;
  throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
    fieldErrors: toFieldErrors([{ instancePath, keyword: 'unstorableText', params: {} }]),
  });
}

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);

/**
 * An integer field of the operation's form (an id above all) sent as a number PostgreSQL's integer cannot
 * hold answers 422 naming the field, as the JSON validator does; text that is no number is the form's to word.
 */
function refuseOutOfRange(request: FastifyRequest, field: string, value: string) {
  const config = request.routeOptions.config as {
    operationId?: string;
    multipartIntegers?: readonly string[];
  };
  if (!config.multipartIntegers?.includes(field) || value.trim() === '') return;
  const number = Number(value);
  if (Number.isNaN(number) || (number >= INT32_MIN && number <= INT32_MAX)) return;
  const [keyword, limit] = number > INT32_MAX ? ['maximum', INT32_MAX] : ['minimum', INT32_MIN];
  throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
    fieldErrors: toFieldErrors(
      [{ instancePath: `/${field.replace(/\[\]$/, '')}`, keyword, params: { limit } }],
      config.operationId,
    ),
  });
}

/**
 * Reads a multipart form with at most one file (or `maxFiles`; more answer 413). A file over `maxFileBytes` is not an error here: it is read
 * up to one byte past the limit and marked, so the form's own rule can answer with its message (seed §5),
 * and the rest of the stream is thrown away unread. Text fields are capped in number and size (413 beyond).
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { maxFileBytes: number; maxFields?: number; maxFieldBytes?: number; maxFiles?: number },
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.unsupportedMediaType);
  }
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const files: UploadedFile[] = [];
  // @fastify/multipart reads `throwFileSizeLimit` per call too, though its types only list it for `file()`.
  const partsOptions = {
    limits: {
      fileSize: options.maxFileBytes + 1,
      files: options.maxFiles ?? 1,
      fields: options.maxFields ?? 60,
      fieldSize: options.maxFieldBytes ?? 16_384,
    },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(partsOptions)) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', serverMessages.payloadTooLarge);
        const value = String(part.value);
        refuseUnstorableText(part.fieldname, part.fieldname, value);
        refuseOutOfRange(request, part.fieldname, value);
        fields[part.fieldname] = value;
        lists[part.fieldname] = [...(lists[part.fieldname] ?? []), value];
        continue;
      }
      refuseUnstorableText(part.fieldname, part.fieldname, part.filename, part.mimetype);
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      // An empty file input still sends a part with no name and no bytes: that is "no file chosen".
      if (part.filename === '' && chunks.length === 0) continue;
      files.push({
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        bytes: Buffer.concat(chunks),
        truncated: part.file.truncated,
      });
    }
  } catch (error) {
    // Over a limit stays 413; anything else the parser meets (no boundary, a body cut short, a broken part
    // header, a bad charset) is a body that cannot be read: 400, not a fault.
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode === 413) throw error;
    throw new ApiError(400, 'BAD_REQUEST', serverMessages.badRequest);
  }
  return { fields, lists, file: files[0], files };
}
