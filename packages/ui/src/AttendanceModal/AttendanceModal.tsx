import { ArrowRightCircle, LogIn, LogOut, PauseCircle, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { formatDuration, formatYen } from '../format.ts';
import { Modal } from '../Modal/Modal.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export type AttendanceModalVariant = 'detailed' | 'simple';
/** green check-in, blue check-out, yellow overtime, red paused/withdrawn (seed §4). */
export type AttendanceTone = 'checkIn' | 'checkOut' | 'overtime' | 'inactive';

export interface AttendanceVisitEntry {
  id: number;
  date: string;
  checkIn: string;
  checkOut: string | null;
}

export interface AttendanceModalDetails {
  memberNumber: string;
  planName: string | null;
  programName: string | null;
  /** The grade (級) the member has reached, e.g. '10級'; null or absent before the first. */
  gradeName?: string | null | undefined;
  monthlyFee: number | null;
  monthlyCount: number;
  overtimeCount: number;
  contractSlots: string[];
  recent: AttendanceVisitEntry[];
}

export interface AttendanceModalProps {
  isOpen: boolean;
  variant: AttendanceModalVariant;
  tone: AttendanceTone;
  customerName: string;
  customerKana?: string | undefined;
  photoUrl?: string | null | undefined;
  /** 'チェックインしました' / 'チェックアウトしました' / the refusal ('休会中の会員のため…'). */
  message: string;
  /** 'HH:MM' of the tap. */
  time?: string | null | undefined;
  stayMinutes?: number | null | undefined;
  memo?: string | null | undefined;
  /** null while the details are loading. */
  details: AttendanceModalDetails | null;
  detailsError?: boolean;
  /** Link to the customer's page (detailed variant). */
  customerHref?: string | undefined;
  /** Seconds until the display closes itself (20 detailed, 10 simple). */
  autoCloseSeconds: number;
  onClose: () => void;
}

/**
 * The line under the plan's name: the program and grade (ジュニアコース（10級）), without the program when the
 * plan's name already says it (ジュニアコース 週2回 → 10級): the display printed the program twice (issue 28).
 */
export function contractSubline(
  planName: string | null,
  programName: string | null,
  gradeName?: string | null,
): string {
  const program = programName && !(planName ?? '').includes(programName) ? programName : '';
  if (!gradeName) return program;
  return program ? `${program}（${gradeName}）` : gradeName;
}

const toneStatus = { checkIn: 'success', checkOut: 'info', overtime: 'warning', inactive: 'danger' } as const;
const toneLabel: Record<AttendanceTone, string> = {
  checkIn: 'チェックイン',
  checkOut: 'チェックアウト',
  overtime: '契約時間外',
  inactive: '入退室できません',
};
const toneIcon: Record<AttendanceTone, ReactNode> = {
  checkIn: <LogIn aria-hidden="true" />,
  checkOut: <LogOut aria-hidden="true" />,
  overtime: <TriangleAlert aria-hidden="true" />,
  inactive: <PauseCircle aria-hidden="true" />,
};

const Banner = styled.div<{ $tone: AttendanceTone; $simple: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme, $simple }) => theme.space($simple ? 8 : 5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => theme.color.status[toneStatus[$tone]].solid};
  color: ${({ theme, $tone }) => theme.color.status[toneStatus[$tone]].onSolid};
  /* Simple: the banner takes the screen's height that the recent visits leave (read from across the lobby). */
  flex: ${({ $simple }) => ($simple ? '1 1 auto' : 'none')};
  justify-content: ${({ $simple }) => ($simple ? 'center' : 'flex-start')};
  flex-direction: ${({ $simple }) => ($simple ? 'column' : 'row')};
  text-align: ${({ $simple }) => ($simple ? 'center' : 'left')};
  > svg {
    width: ${({ $simple }) => ($simple ? 72 : 40)}px;
    height: ${({ $simple }) => ($simple ? 72 : 40)}px;
    flex: none;
  }
  .name {
    margin: 0;
    font-size: ${({ $simple }) => ($simple ? '44px' : '28px')};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 1.2;
  }
  .kana {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .message {
    font-size: ${({ $simple }) => ($simple ? '32px' : '20px')};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .when {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
// Four tiles, two by two (three and one left a lone tile and empty space below).
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
const Tile = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  p {
    margin: 0;
  }
  .big {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text.secondary};
  a {
    color: ${({ theme }) => theme.color.accent.text};
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
const Clickable = styled.div<{ $simple: boolean }>`
  cursor: pointer;
  ${({ $simple, theme }) =>
    $simple ? `display: flex; flex-direction: column; gap: ${theme.space(4)}; height: 100%;` : ''}
`;

function useCountdown(isOpen: boolean, seconds: number, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!isOpen) return;
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = seconds - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        onDone();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [isOpen, seconds, onDone]);
  return left;
}

function Recent({ entries }: { entries: AttendanceVisitEntry[] }) {
  if (entries.length === 0) return <p>来館履歴はありません</p>;
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.date} {entry.checkIn}〜{entry.checkOut ?? '在館中'}
        </li>
      ))}
    </ul>
  );
}

/**
 * The full-screen welcome after a customer card tap (seed §2): detailed (default) or simple, green for
 * check-in, blue check-out, yellow overtime, red for a paused or withdrawn member; closes by itself
 * (20 s / 10 s) or on a click anywhere.
 */
export function AttendanceModal(props: AttendanceModalProps) {
  const { isOpen, variant, tone, onClose, details } = props;
  const left = useCountdown(isOpen, props.autoCloseSeconds, onClose);
  const simple = variant === 'simple';
  const when =
    props.time && props.stayMinutes != null
      ? `${props.time}（滞在 ${formatDuration(props.stayMinutes)}）`
      : (props.time ?? null);
  return (
    <Modal
      title={`${props.customerName}さん ${toneLabel[tone]}`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size={simple ? 'fullscreen' : 'lg'}
      footer={
        <Button variant="secondary" onPress={onClose}>
          閉じる（{left}秒）
        </Button>
      }
    >
      {/* A click anywhere on the display closes it (seed §2); the 閉じる button is the keyboard's way. */}
      <Clickable onClick={onClose} data-testid="attendance-display" $simple={simple}>
        <Banner $tone={tone} $simple={simple} role="status">
          {simple ? null : (
            <Avatar
              name={props.customerName}
              size="lg"
              decorative
              {...(props.photoUrl ? { src: props.photoUrl } : {})}
            />
          )}
          {toneIcon[tone]}
          <div>
            <p className="name">{props.customerName}さん</p>
            {props.customerKana ? <div className="kana">{props.customerKana}</div> : null}
            <div className="message">{props.message}</div>
            {when ? <div className="when">{when}</div> : null}
          </div>
        </Banner>
        {simple ? (
          <Tile as="section" aria-label="最近の来館">
            <h3>最近の来館</h3>
            {details ? <Recent entries={details.recent.slice(0, 3)} /> : <Skeleton height={48} />}
          </Tile>
        ) : (
          <>
            {props.memo ? (
              <Row>
                <span>メモ: {props.memo}</span>
              </Row>
            ) : null}
            {props.detailsError ? (
              <Row>
                <span>会員情報を読み込めませんでした</span>
              </Row>
            ) : (
              <Grid>
                <Tile aria-label="契約">
                  <h3>契約</h3>
                  {details ? (
                    details.planName ? (
                      <>
                        <p className="big">{details.planName}</p>
                        {contractSubline(details.planName, details.programName, details.gradeName) ? (
                          <p>{contractSubline(details.planName, details.programName, details.gradeName)}</p>
                        ) : null}
                        <p>月会費 {details.monthlyFee === null ? '—' : formatYen(details.monthlyFee)}</p>
                      </>
                    ) : (
                      <p>契約なし</p>
                    )
                  ) : (
                    <Skeleton height={60} />
                  )}
                </Tile>
                <Tile aria-label="今月の来館">
                  <h3>今月の来館</h3>
                  {details ? (
                    <>
                      <p className="big">{details.monthlyCount}回</p>
                      <p>時間外 {details.overtimeCount}回</p>
                    </>
                  ) : (
                    <Skeleton height={60} />
                  )}
                </Tile>
                <Tile aria-label="契約時間">
                  <h3>契約時間</h3>
                  {details ? (
                    details.contractSlots.length > 0 ? (
                      <ul>
                        {details.contractSlots.map((slot) => (
                          <li key={slot}>{slot}</li>
                        ))}
                      </ul>
                    ) : (
                      <p>時間指定なし</p>
                    )
                  ) : (
                    <Skeleton height={60} />
                  )}
                </Tile>
                <Tile aria-label="最近の来館">
                  <h3>最近の来館</h3>
                  {details ? <Recent entries={details.recent} /> : <Skeleton height={60} />}
                </Tile>
              </Grid>
            )}
            <Row>
              <span>{details ? `会員番号 ${details.memberNumber}` : ''}</span>
              {props.customerHref ? (
                <a href={props.customerHref} onClick={(event) => event.stopPropagation()}>
                  顧客詳細を見る <ArrowRightCircle aria-hidden="true" />
                </a>
              ) : null}
            </Row>
          </>
        )}
      </Clickable>
    </Modal>
  );
}
