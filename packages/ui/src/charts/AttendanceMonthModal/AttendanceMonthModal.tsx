import styled from 'styled-components';
import { formatRate, formatSigned } from '../../format.ts';
import { Modal } from '../../Modal/Modal.tsx';
import { tabularNumbers } from '../../theme/mixins.ts';
import { DetailBody } from '../DetailBody.tsx';

export interface RateRow {
  class_id?: number;
  label: string;
  presences: number;
  places: number;
  rate: number;
}

export interface AttendanceMonthDetailData {
  month: string;
  label: string;
  rate: number;
  lessons: number;
  places: number;
  presences: number;
  check_ins: number;
  members_attended: number;
  previous: { month: string; label: string; rate: number };
  by_weekday: readonly RateRow[];
  classes: readonly RateRow[];
}

export interface AttendanceMonthModalProps {
  /** The chosen month's label while loading (e.g. '11月'); the modal is open while it is set. */
  monthLabel: string | null;
  detail?: AttendanceMonthDetailData | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  onClose: () => void;
}

const Head = styled.div`
  ${tabularNumbers}
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2, 4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  strong {
    font-size: ${({ theme }) => theme.font.size.display};
  }
  span {
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const Facts = styled.dl`
  ${tabularNumbers}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  div {
    padding: ${({ theme }) => theme.space(2, 3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
// The weekday and class bars share one set of columns (subgrid), so every bar starts at the same x
// whatever the length of its label (幼児コース（日10:00） beside 成人フィットネス（水20:00））.
const RateSections = styled.div`
  display: grid;
  grid-template-columns: minmax(2.5em, max-content) minmax(0, 1fr) 9em;
  column-gap: ${({ theme }) => theme.space(2)};
`;
const Section = styled.section`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: subgrid;
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    grid-column: 1 / -1;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const Bars = styled.ul`
  ${tabularNumbers}
  grid-column: 1 / -1;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: subgrid;
  row-gap: ${({ theme }) => theme.space(1.5)};
  li {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    align-items: center;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .track {
    height: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface.sunken};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${({ theme }) => theme.viz[1]};
  }
  .figure {
    text-align: right;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

function RateBars({ rows }: { rows: readonly RateRow[] }) {
  return (
    <Bars>
      {rows.map((row) => (
        <li key={row.class_id ?? row.label}>
          <span>{row.label}</span>
          <span className="track" aria-hidden="true">
            <span className="fill" style={{ display: 'block', width: `${Math.min(100, row.rate)}%` }} />
          </span>
          <span className="figure">
            {row.places === 0 ? 'レッスンなし' : `${formatRate(row.rate)}（${row.presences}/${row.places}）`}
          </span>
        </li>
      ))}
    </Bars>
  );
}

/** '{month}詳細': one month of the attendance trend, with the month before, weekdays and classes. */
export function AttendanceMonthModal({
  monthLabel,
  detail,
  isLoading = false,
  error,
  onRetry,
  onClose,
}: AttendanceMonthModalProps) {
  const title = `${detail?.label ?? monthLabel ?? ''}詳細`;
  const change = detail ? Math.round((detail.rate - detail.previous.rate) * 10) / 10 : 0;
  const highest = detail?.classes.slice(0, 5) ?? [];
  const lowest = detail && detail.classes.length > 5 ? [...detail.classes].reverse().slice(0, 5) : [];
  return (
    <Modal
      title={title}
      isOpen={monthLabel !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
    >
      <DetailBody
        detail={detail}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        skeleton={{ headlineWidth: '40%', heights: [40, 64, 160] }}
      >
        {(detail) => (
          <>
            <Head>
              <strong>{formatRate(detail.rate)}</strong>
              <span>
                出席率（{detail.previous.label} {formatRate(detail.previous.rate)}、
                {formatSigned(change, { maximumFractionDigits: 1 })}ポイント）
              </span>
            </Head>
            <Facts>
              <div>
                <dt>実施レッスン</dt>
                <dd>{detail.lessons.toLocaleString('ja-JP')}回</dd>
              </div>
              <div>
                <dt>出席 / 在籍枠</dt>
                <dd>
                  {detail.presences.toLocaleString('ja-JP')} / {detail.places.toLocaleString('ja-JP')}
                </dd>
              </div>
              <div>
                <dt>入館数</dt>
                <dd>{detail.check_ins.toLocaleString('ja-JP')}件</dd>
              </div>
              <div>
                <dt>来館した会員</dt>
                <dd>{detail.members_attended.toLocaleString('ja-JP')}名</dd>
              </div>
            </Facts>
            <RateSections>
              <Section aria-label="曜日別の出席率">
                <h3>曜日別</h3>
                <RateBars rows={detail.by_weekday} />
              </Section>
              {highest.length > 0 ? (
                <Section aria-label="出席率の高いクラス">
                  <h3>出席率の高いクラス</h3>
                  <RateBars rows={highest} />
                </Section>
              ) : null}
              {lowest.length > 0 ? (
                <Section aria-label="出席率の低いクラス">
                  <h3>出席率の低いクラス</h3>
                  <RateBars rows={lowest} />
                </Section>
              ) : null}
            </RateSections>
            <p style={{ fontSize: 12, opacity: 0.8 }}>
              出席率 = レッスンの出席数 ÷
              在籍枠（実施したレッスンごとの在籍会員数）。タブレットの出欠を優先し、未記録の会員は開始30分前から終了までの入館を出席とみなします。
            </p>
          </>
        )}
      </DetailBody>
    </Modal>
  );
}
