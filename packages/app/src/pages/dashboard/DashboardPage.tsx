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
import { type ReactNode, useContext, useState } from 'react';
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

const KPI_CARDS: { key: KpiKey; icon: ReactNode }[] = [
  { key: 'active_members', icon: <Users aria-hidden="true" /> },
  { key: 'today_checkins', icon: <DoorOpen aria-hidden="true" /> },
  { key: 'monthly_attendances', icon: <CalendarCheck aria-hidden="true" /> },
  { key: 'active_classes', icon: <Layers aria-hidden="true" /> },
];

/** /dashboard: the six tiles of the seed from the dashboard queries, on the editable grid. */
export function DashboardPage() {
  const layout = useDashboardLayout({ reload: useContext(PageReloadContext) });
  const user = useSessionUser();
  const kpi = useDashboardKpi();
  const occupancy = useDashboardCheckinCheckout();
  const weekly = useDashboardWeeklyComparison();
  const trend = useDashboardAttendanceTrend();
  const schedule = useDashboardTodaySchedule();
  const insights = useDashboardInsights();
  const [openKpi, setOpenKpi] = useState<KpiKey | null>(null);
  const kpiDetail = useDashboardKpiDetail(openKpi);
  const [openMonth, setOpenMonth] = useState<string | null>(null);
  const monthDetail = useDashboardAttendanceMonth(openMonth);
  const celebrate = useThresholdCrossing(
    kpi.data?.today_checkins.value,
    dashboardMessages.celebrationThreshold,
  );

  const kpiTile = kpi.error ? (
    <DashboardTile
      title={dashboardMessages.kpiTitle}
      error={errorText(kpi.error)}
      onRetry={() => void kpi.refetch()}
    />
  ) : (
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
          onPress={() => setOpenKpi(key)}
        />
      ))}
    </KpiCardGroup>
  );

  return (
    <>
      <PageHeader title="ダッシュボード" actions={<DashboardLayoutControls state={layout} />} />
      {may(user.role, 'getBackupStatus') ? <BackupOverdueAlert /> : null}
      {may(user.role, 'getSetupGuide') ? <SetupGuideCard /> : null}
      <FamilyNoticesCard />
      <DashboardGrid
        state={layout}
        tiles={{
          kpi: kpiTile,
          checkin: (
            <OccupancyPanel
              data={occupancy.data}
              isLoading={occupancy.isPending}
              error={errorText(occupancy.error)}
              onRetry={() => void occupancy.refetch()}
            />
          ),
          weekly: (
            <WeeklyAttendanceChart
              data={weekly.data}
              isLoading={weekly.isPending}
              error={errorText(weekly.error)}
              onRetry={() => void weekly.refetch()}
            />
          ),
          trend: (
            <AttendanceTrendChart
              data={trend.data}
              isLoading={trend.isPending}
              error={errorText(trend.error)}
              onRetry={() => void trend.refetch()}
              onSelectMonth={setOpenMonth}
            />
          ),
          insights: (
            <InsightsCard
              items={insights.data?.items}
              generatedAt={insights.data?.generated_at}
              isLoading={insights.isPending}
              isRefreshing={insights.isRefetching}
              error={errorText(insights.error)}
              onRefresh={() => void insights.refetch()}
            />
          ),
          schedule: (
            <ScheduleTimeline
              classes={schedule.data}
              isLoading={schedule.isPending}
              error={errorText(schedule.error)}
              onRetry={() => void schedule.refetch()}
            />
          ),
        }}
      />
      <KpiDetailModal
        label={openKpi ? dashboardMessages.kpi[openKpi].label : null}
        detail={kpiDetail.data}
        isLoading={kpiDetail.isPending}
        error={errorText(kpiDetail.error)}
        onRetry={() => void kpiDetail.refetch()}
        onClose={() => setOpenKpi(null)}
      />
      <AttendanceMonthModal
        monthLabel={openMonth ? (trend.data?.find((p) => p.month === openMonth)?.label ?? openMonth) : null}
        detail={monthDetail.data}
        isLoading={monthDetail.isPending}
        error={errorText(monthDetail.error)}
        onRetry={() => void monthDetail.refetch()}
        onClose={() => setOpenMonth(null)}
      />
      <Celebration active={celebrate} message={dashboardMessages.celebration} />
    </>
  );
}
