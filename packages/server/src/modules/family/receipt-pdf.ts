import { longMonthLabel } from '@kayoi/domain/calendar';
import { formatYenInText } from '@kayoi/domain/money';
import PDFDocument from 'pdfkit';
import { ApiError } from '../../http/envelope.ts';
import type { printReceiptOf } from '../billing/payment-use-cases.ts';
import { fonts, japaneseDay } from './certificate-pdf.ts';

// The desk's 領収書 as a PDF for マイページ (issue 32): what the desk prints (ReceiptPaper in the staff app) — the
// number, the amount, 但し書き, the months, the tax per rate, the issuer with its 登録番号 — drawn with pdfkit in the
// certificate's Noto CJK font. A print that is not the first says 再発行 with its count and date, as the desk's.

type Receipt = Awaited<ReturnType<typeof printReceiptOf>>;

const A5 = { width: 419.53, height: 595.28 };
const INK = '#111111';
const MUTED = '#444444';

const tokyoDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Draws the receipt as printed now; resolves to the PDF's bytes. */
export async function receiptPdf(receipt: Receipt, now: Date): Promise<Buffer> {
  const pair = fonts();
  if (!pair) throw new ApiError(503, 'INTERNAL_ERROR', '領収書の作成に必要なフォントがありません');
  const doc = new PDFDocument({
    size: 'A5',
    margin: 0,
    info: {
      Title: `領収書 No.${receipt.receipt_number}${receipt.reissued ? '（再発行）' : ''}`,
      Author: receipt.store.company_name ?? receipt.store.name,
      Subject: `${receipt.customer_name} 様`,
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', pair.regular.path, pair.regular.face);
  doc.registerFont('bold', pair.bold.path, pair.bold.face);
  drawReceipt(doc, receipt);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawReceipt(doc: PDFKit.PDFDocument, receipt: Receipt) {
  const left = 36;
  const width = A5.width - 72;
  const text = (value: string, y: number, size: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font(options.align === 'center' ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(INK)
      .text(value, left, y, { width, ...options });

  text('領 収 書', 40, 24, { align: 'center' });
  if (receipt.reissued) {
    // The count of this print among the reprints (the first print is the original).
    const nth = receipt.print_count - 1;
    const at = receipt.last_printed_at
      ? `（${tokyoDateTime.format(new Date(receipt.last_printed_at))}）`
      : '';
    doc.lineWidth(1.5).strokeColor(INK).rect(left, 76, 64, 22).stroke();
    doc.font('bold').fontSize(12).fillColor(INK).text('再発行', left, 81, { width: 64, align: 'center' });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${nth}回目${at}`, left + 72, 83, { width: width - 72 });
  }
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(INK)
    .text(`No.${receipt.receipt_number}\n発行日 ${japaneseDay(receipt.issued_on)}`, left, 110, {
      width,
      align: 'right',
    });
  text(`${receipt.customer_name} 様`, 118, 15);
  doc
    .moveTo(left, 140)
    .lineTo(left + 220, 140)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc.lineWidth(2).rect(left, 158, width, 46).stroke();
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(INK)
    .text(`${formatYenInText(receipt.amount)}-`, left, 170, { width, align: 'center' });

  let y = 224;
  const row = (label: string, value: string) => {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, left, y, { width: 80 });
    doc.fillColor(INK).text(value, left + 84, y, { width: width - 84 });
    y += 20;
  };
  row('但し', receipt.description);
  if (receipt.months.length > 0) row('対象月', receipt.months.map(longMonthLabel).join('、'));
  for (const rate of receipt.tax_by_rate) {
    row(`${rate.rate}%対象`, `${formatYenInText(rate.amount)}（うち消費税 ${formatYenInText(rate.tax)}）`);
  }
  row('お預かり', formatYenInText(receipt.received));
  row('お釣り', formatYenInText(receipt.change));

  const issuer = [
    receipt.store.company_name,
    receipt.store.name,
    receipt.store.address,
    receipt.store.phone ? `TEL ${receipt.store.phone}` : null,
    `登録番号 ${receipt.store.invoice_registration_number ?? '—'}`,
    receipt.staff_name ? `担当 ${receipt.staff_name}` : null,
  ].filter((line): line is string => Boolean(line));
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(issuer.join('\n'), left, Math.max(y + 24, 420), { width, align: 'right', lineGap: 2 });
}
