import { formatJapaneseDate } from '@kayoi/domain/calendar';
import styled, { createGlobalStyle } from 'styled-components';

// 進級認定証: one passed member's certificate, printed on an A6 card (105 × 148 mm, a postcard's size) by the
// browser's print (print CSS: only the certificate is printed, the page around it is not).

const PrintOnlyTheCertificate = createGlobalStyle`
  @media print {
    @page {
      size: A6 portrait;
      margin: 0;
    }
    body * {
      visibility: hidden;
    }
    [data-certificate],
    [data-certificate] * {
      visibility: visible;
    }
    [data-certificate] {
      position: fixed;
      inset: 0;
      margin: 0;
      border: none;
      box-shadow: none;
    }
  }
`;

const Card = styled.article`
  box-sizing: border-box;
  width: 105mm;
  height: 148mm;
  padding: 12mm 10mm;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: space-between;
  text-align: center;
  background: #fffdf6;
  color: #1f2937;
  border: 3px double #b08d2e;
  font-family: 'Noto Serif JP', serif;
  h2 {
    margin: 0;
    font-size: 22pt;
    letter-spacing: 0.3em;
  }
  .name {
    font-size: 18pt;
    font-weight: bold;
  }
  .grade {
    font-size: 28pt;
    font-weight: bold;
    color: #8a6d1c;
  }
  p {
    margin: 0;
    font-size: 10.5pt;
    line-height: 1.7;
  }
`;

export interface CertificateProps {
  name: string;
  grade: string;
  /** The test day, 'YYYY-MM-DD'. */
  date: string;
  school: string;
  store?: string | undefined;
}

export function Certificate({ name, grade, date, school, store }: CertificateProps) {
  return (
    <>
      <PrintOnlyTheCertificate />
      <Card data-certificate aria-label={`${name}さんの進級認定証`}>
        <h2>進級認定証</h2>
        <div>
          <div className="name">{name} 殿</div>
        </div>
        <div className="grade">{grade}</div>
        <p>
          あなたは{school}の進級テストに合格し
          <br />
          {grade}に進級したことを認定します
        </p>
        <p>
          {formatJapaneseDate(date)}
          <br />
          {store ? `${store} ` : ''}
          {school}
        </p>
      </Card>
    </>
  );
}
