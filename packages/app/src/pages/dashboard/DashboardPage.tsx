import {
  isApiError,
  type KpiKey,
  useDashboardAttendanceMonth,
  useDashboardAttendanceTrend,
  useDashboardCheckinCheckout,
  useDashboardInsights,
  useDashboardKpi,
  useDashboardKpiDetail,
  useDashboardTodaySchedule,
  useDashboardWeeklyComparison,
} from '@kayoi/api-client';
import {
  Celebration,
  DashboardGrid,
  DashboardLayoutControls,
  DashboardTile,
  InsightsCard,
  KpiCard,
  KpiCardGroup,
  OccupancyPanel,
  PageHeader,
  ScheduleTimeline,
  useDashboardLayout,
  useThresholdCrossing,
} from '@kayoi/ui';
import {
  AttendanceMonthModal,
  AttendanceTrendChart,
  KpiDetailModal,
  WeeklyAttendanceChart,
} from '@kayoi/ui/charts';
import { CalendarCheck, DoorOpen, Layers, Users } from 'lucide-react';
import { type ReactNode, useContext, useMemo, useState } from 'react';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { BackupOverdueAlert } from './BackupOverdueAlert.tsx';
import { FamilyNoticesCard } from './FamilyNoticesCard.tsx';
import { dashboardMessages } from './messages.ts';
import { PageReloadContext } from './reload.ts';
import { SetupGuideCard } from './SetupGuideCard.tsx';

/** What a failed tile says: the server's message when it sent one. */
const errorText = (error: unknown) =>
  error ? ((isApiError(error) ? error.serverMessage : undefined) ?? dashboardMessages.loadFailed) : null;

/** A tile's or a modal's loading, error and retry, from its query. */
const stateOf = (query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> }) => ({
  isLoading: query.isPending,
  error: errorText(query.error),
  onRetry: () => void query.refetch(),
});

const KPI_CARDS: { key: KpiKey; icon: ReactNode }[] = [
  { key: 'active_members', icon: <Users aria-hidden="true" /> },
  { key: 'today_checkins', icon: <DoorOpen aria-hidden="true" /> },
  { key: 'monthly_attendances', icon: <CalendarCheck aria-hidden="true" /> },
  { key: 'active_classes', icon: <Layers aria-hidden="true" /> },
];

/**
 * /dashboard: the six tiles of the seed from the dashboard queries, on the editable grid. Each tile reads its own
 * query, and the page none: the seven reads answer one by one after a login, and each answer draws its own tile
 * again, not the page and every tile of it (charts included) as when the page read them all.
 */
export function DashboardPage() {
  const layout = useDashboardLayout({ reload: useContext(PageReloadContext) });
  const user = useSessionUser();
  const [openKpi, setOpenKpi] = useState<KpiKey | null>(null);
  const [openMonth, setOpenMonth] = useState<string | null>(null);
  // The same elements at every drawing of the page (a layout change, a modal opened): React then leaves the tiles be.
  const tiles = useMemo(
    () => ({
      kpi: <KpiTile onOpen={setOpenKpi} />,
      checkin: <OccupancyTile />,
      weekly: <WeeklyTile />,
      trend: <TrendTile onSelectMonth={setOpenMonth} />,
      insights: <InsightsTile />,
      schedule: <ScheduleTile />,
    }),
    [],
  );

  return (
    <>
      <PageHeader title="ダッシュボード" actions={<DashboardLayoutControls state={layout} />} />
      {may(user.role, 'getBackupStatus') ? <BackupOverdueAlert /> : null}
      {may(user.role, 'getSetupGuide') ? <SetupGuideCard /> : null}
      <FamilyNoticesCard />
      <DashboardGrid state={layout} tiles={tiles} />
      <KpiDetail kpi={openKpi} onClose={() => setOpenKpi(null)} />
      <MonthDetail month={openMonth} onClose={() => setOpenMonth(null)} />
      <KpiCelebration />
    </>
  );
}

/** The four KPI cards; a card opens its breakdown. */
function KpiTile({ onOpen }: { onOpen: (key: KpiKey) => void }) {
  const kpi = useDashboardKpi();
  if (kpi.error) {
    return (
      <DashboardTile
        title={dashboardMessages.kpiTitle}
        error={errorText(kpi.error)}
        onRetry={() => void kpi.refetch()}
      />
    );
  }
  return (
    <KpiCardGroup label={dashboardMessages.kpiTitle}>
      {KPI_CARDS.map(({ key, icon }, i) => (
        <KpiCard
          key={key}
          label={dashboardMessages.kpi[key].label}
          unit={dashboardMessages.kpi[key].unit}
          comparisonLabel={dashboardMessages.kpi[key].comparison}
          icon={icon}
          colorIndex={i as 0 | 1 | 2 | 3}
          isLoading={kpi.isPending}
          figures={kpi.data?.[key]}
          onPress={() => onOpen(key)}
        />
      ))}
    </KpiCardGroup>
  );
}

function OccupancyTile() {
  const occupancy = useDashboardCheckinCheckout();
  return <OccupancyPanel data={occupancy.data} {...stateOf(occupancy)} />;
}

function WeeklyTile() {
  const weekly = useDashboardWeeklyComparison();
  return <WeeklyAttendanceChart data={weekly.data} {...stateOf(weekly)} />;
}

/** The attendance trend; a month opens its detail. */
function TrendTile({ onSelectMonth }: { onSelectMonth: (month: string) => void }) {
  const trend = useDashboardAttendanceTrend();
  return <AttendanceTrendChart data={trend.data} {...stateOf(trend)} onSelectMonth={onSelectMonth} />;
}

function InsightsTile() {
  const insights = useDashboardInsights();
  return (
    <InsightsCard
      items={insights.data?.items}
      generatedAt={insights.data?.generated_at}
      isLoading={insights.isPending}
      isRefreshing={insights.isRefetching}
      error={errorText(insights.error)}
      onRefresh={() => void insights.refetch()}
    />
  );
}

function ScheduleTile() {
  const schedule = useDashboardTodaySchedule();
  return <ScheduleTimeline classes={schedule.data} {...stateOf(schedule)} />;
}

/** A KPI's breakdown, open while `kpi` is set. */
function KpiDetail({ kpi, onClose }: { kpi: KpiKey | null; onClose: () => void }) {
  const detail = useDashboardKpiDetail(kpi);
  return (
    <KpiDetailModal
      label={kpi ? dashboardMessages.kpi[kpi].label : null}
      detail={detail.data}
      {...stateOf(detail)}
      onClose={onClose}
    />
  );
}

/** A month of the trend in detail, open while `month` is set; its title is the trend's label of that month. */
function MonthDetail({ month, onClose }: { month: string | null; onClose: () => void }) {
  const trend = useDashboardAttendanceTrend();
  const detail = useDashboardAttendanceMonth(month);
  return (
    <AttendanceMonthModal
      monthLabel={month ? (trend.data?.find((p) => p.month === month)?.label ?? month) : null}
      detail={detail.data}
      {...stateOf(detail)}
      onClose={onClose}
    />
  );
}

/** The celebration when today's check-ins cross the threshold. */
function KpiCelebration() {
  const kpi = useDashboardKpi();
  const celebrate = useThresholdCrossing(
    kpi.data?.today_checkins.value,
    dashboardMessages.celebrationThreshold,
  );
  return <Celebration active={celebrate} message={dashboardMessages.celebration} />;
}
