import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { ApiError } from '../../http/envelope.ts';

// The 認定証 as a PDF (issue 31): A4 landscape, in Japanese, drawn with pdfkit. Japanese needs a Japanese font:
// Noto CJK (Debian's fonts-noto-cjk, which CI and the README's machine install), or the file CERTIFICATE_FONT
// names (a .ttf/.otf, or a .ttc with CERTIFICATE_FONT_FACE naming its face). pdfkit embeds only the glyphs used,
// so a certificate is some 120 KB (two faces).

export interface Certificate {
  number: string;
  memberName: string;
  gradeName: string;
  testName: string;
  passedOn: string;
  schoolName: string;
  storeName: string;
}

interface Face {
  path: string;
  face?: string | undefined;
}

const NOTO = '/usr/share/fonts/opentype/noto';
const CANDIDATES: { regular: Face; bold: Face }[] = [
  {
    regular: { path: `${NOTO}/NotoSerifCJK-Regular.ttc`, face: 'NotoSerifCJKjp-Regular' },
    bold: { path: `${NOTO}/NotoSerifCJK-Bold.ttc`, face: 'NotoSerifCJKjp-Bold' },
  },
  {
    regular: { path: `${NOTO}/NotoSansCJK-Regular.ttc`, face: 'NotoSansCJKjp-Regular' },
    bold: { path: `${NOTO}/NotoSansCJK-Bold.ttc`, face: 'NotoSansCJKjp-Bold' },
  },
];

/** The fonts to draw with: CERTIFICATE_FONT when set, else the first Noto CJK found (the receipts' too). */
export function fonts(env: NodeJS.ProcessEnv = process.env) {
  if (env.CERTIFICATE_FONT) {
    const own = { path: env.CERTIFICATE_FONT, face: env.CERTIFICATE_FONT_FACE };
    return { regular: own, bold: own };
  }
  const found = CANDIDATES.find((pair) => existsSync(pair.regular.path));
  if (!found) return undefined;
  return existsSync(found.bold.path) ? found : { regular: found.regular, bold: found.regular };
}

/** '2026-11-21' → '2026年11月21日' (a certificate's date, without the weekday). */
export const japaneseDay = (day: string) =>
  `${day.slice(0, 4)}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const NAVY = '#1f3a5f';
const GOLD = '#b08d3c';

/** Draws the certificate; resolves to the PDF's bytes. */
export async function certificatePdf(cert: Certificate, now: Date): Promise<Buffer> {
  const pair = fonts();
  if (!pair) throw new ApiError(503, 'INTERNAL_ERROR', '認定証の作成に必要なフォントがありません');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `認定証 ${cert.number}`,
      Author: cert.storeName,
      Subject: `${cert.memberName} ${cert.gradeName}`,
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

  const { width, height } = A4_LANDSCAPE;
  doc
    .lineWidth(6)
    .strokeColor(NAVY)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(GOLD)
    .rect(38, 38, width - 76, height - 76)
    .stroke();

  const centred = (text: string, y: number, size: number, font: 'regular' | 'bold', color = NAVY) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: width - 120, align: 'center' });

  doc
    .font('regular')
    .fontSize(11)
    .fillColor('#333333')
    .text(`認定番号　${cert.number}`, 60, 58, { width: width - 130, align: 'right' });
  centred('認　定　証', 92, 46, 'bold');
  centred(`${cert.memberName}　様`, 190, 30, 'bold', '#111111');
  doc
    .moveTo(width / 2 - 190, 232)
    .lineTo(width / 2 + 190, 232)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  centred(cert.gradeName, 262, 40, 'bold');
  centred(
    `あなたは${cert.testName}において${cert.gradeName}の基準に合格しましたので、ここに認定します。`,
    338,
    15,
    'regular',
    '#222222',
  );
  centred(japaneseDay(cert.passedOn), 410, 15, 'regular', '#222222');
  centred(cert.storeName, 456, 18, 'bold', '#111111');
  centred(cert.schoolName, 484, 14, 'regular', '#333333');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
