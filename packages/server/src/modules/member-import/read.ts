import { memberImportMessages as m } from '@kayoi/domain/messages';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { readXlsx, type SheetRow } from './xlsx.ts';

// A member file as rows of text: .csv in UTF-8 (with or without BOM) or Shift_JIS (Windows-31J, as Excel in
// Japan saves it), told apart by whether the bytes are valid UTF-8; or the first sheet of an .xlsx.

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_COLUMNS = 200;

export interface MemberFile {
  format: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'shift_jis' | null;
  rows: SheetRow[];
}

const fileError = (message: string) => validationFailed({ file: [message] });

function decodeText(bytes: Buffer): { text: string; encoding: 'utf-8' | 'shift_jis' } {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  // UTF-16 (Excel's "Unicode text") and binary files are neither of the two.
  if (body.includes(0)) throw fileError(m.unknownEncoding);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    try {
      return { text: new TextDecoder('shift_jis', { fatal: true }).decode(body), encoding: 'shift_jis' };
    } catch {
      throw fileError(m.unknownEncoding);
    }
  }
}

/**
 * RFC 4180 records: fields separated by commas, quoted fields may hold commas, quotes ("") and line breaks;
 * CRLF, LF or CR end a record. Each record keeps the line it started on.
 */
export function parseCsv(text: string, limits: { maxRows: number; maxColumns: number }): SheetRow[] {
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    if (cells.length < limits.maxColumns) cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    rows.push({ line: recordLine, cells });
    cells = [];
    recordLine = line;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      line++;
      endRecord();
      if (rows.length > limits.maxRows) return rows;
    } else field += char;
  }
  if (field !== '' || cells.length > 0) endRecord();
  return rows;
}

export function readMemberFile(file: UploadedFile): MemberFile {
  if (file.truncated || file.bytes.length > IMPORT_MAX_BYTES) {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', m.fileTooLarge);
  }
  const name = file.filename.toLowerCase();
  const isZip = file.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const limits = { maxRows: IMPORT_MAX_ROWS + 1, maxColumns: IMPORT_MAX_COLUMNS };
  if (name.endsWith('.xlsx') || (isZip && !name.endsWith('.csv'))) {
    try {
      return { format: 'xlsx', encoding: null, rows: readXlsx(file.bytes, limits) };
    } catch {
      throw fileError(m.unreadableWorkbook);
    }
  }
  if (!name.endsWith('.csv') && !name.endsWith('.txt')) throw fileError(m.unsupportedFormat);
  const { text, encoding } = decodeText(file.bytes);
  return { format: 'csv', encoding, rows: parseCsv(text, limits) };
}
