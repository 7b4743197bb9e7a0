import { openZip } from './zip.ts';

// The first worksheet of an .xlsx as rows of text cells. Only what a member list needs: shared and inline
// strings (the phonetic guides Japanese Excel keeps beside a name, <rPh>, are left out), numbers as Excel wrote
// them (a date is its serial number), booleans, and the cached result of a formula — never the formula.

/** How much XML one part of the workbook may expand to. */
const MAX_PART_BYTES = 64 * 1024 * 1024;

const ENTITY: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
      if (entity[0] !== '#') return ENTITY[entity] as string;
      const code = entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The text of every <t> of a string item, phonetic runs (<rPh>) excepted. */
function itemText(xml: string): string {
  const withoutPhonetic = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let text = '';
  for (const match of withoutPhonetic.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) {
    text += decodeXml(match[1] as string);
  }
  return text;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** "AB12" → 27 (0-based column of a cell reference). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

function firstSheetPath(zip: ReturnType<typeof openZip>): string {
  const workbook = zip.read('xl/workbook.xml')?.toString('utf8');
  const rels = zip.read('xl/_rels/workbook.xml.rels')?.toString('utf8');
  const sheet = workbook && /<(?:\w+:)?sheet\b[^>]*>/.exec(workbook)?.[0];
  const id = sheet && (attribute(sheet, 'r:id') ?? /\s\w+:id="([^"]*)"/.exec(sheet)?.[1]);
  if (id && rels) {
    for (const rel of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
      if (attribute(rel[0], 'Id') !== id) continue;
      const target = attribute(rel[0], 'Target') ?? '';
      return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

export interface SheetRow {
  /** The row number in the sheet (1-based, as Excel shows it). */
  line: number;
  cells: string[];
}

/** The first worksheet's rows; throws UnreadableZip (or Error) when the file is no workbook. */
export function readXlsx(bytes: Buffer, limits: { maxRows: number; maxColumns: number }): SheetRow[] {
  const zip = openZip(bytes, MAX_PART_BYTES);
  const sheetXml = zip.read(firstSheetPath(zip))?.toString('utf8');
  if (!sheetXml) throw new Error('no worksheet');
  const shared: string[] = [];
  const sst = zip.read('xl/sharedStrings.xml')?.toString('utf8');
  if (sst) {
    for (const item of sst.matchAll(/<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\s*\/>/g)) {
      shared.push(item[1] === undefined ? '' : itemText(item[1]));
    }
  }
  const rows: SheetRow[] = [];
  let previousLine = 0;
  for (const row of sheetXml.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    const line = Number(attribute(row[1] ?? '', 'r')) || previousLine + 1;
    previousLine = line;
    const cells: string[] = [];
    let nextColumn = 0;
    for (const cell of (row[2] ?? '').matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const attributes = cell[1] ?? '';
      const reference = attribute(attributes, 'r');
      const column = reference ? columnOf(reference) : nextColumn;
      nextColumn = column + 1;
      if (column < 0 || column >= limits.maxColumns) continue;
      const body = cell[2] ?? '';
      const type = attribute(attributes, 't') ?? 'n';
      const raw = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1];
      let value = '';
      if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr')
        value = itemText(/<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(body)?.[1] ?? '');
      else if (type === 'b') value = raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : '';
      else if (type === 'e') value = '';
      else value = raw === undefined ? '' : decodeXml(raw);
      while (cells.length < column) cells.push('');
      cells[column] = value;
    }
    rows.push({ line, cells });
    if (rows.length > limits.maxRows) break;
  }
  return rows;
}
