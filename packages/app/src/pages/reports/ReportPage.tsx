import {
  listStoresQueryOptions,
  type Report,
  type ReportName,
  type ReportParams,
  reportCsvQueryOptions,
} from '@kayoi/api-client';
import { formatSlashDate, todayInTokyo } from '@kayoi/domain/calendar';
import { PRESETS, type Preset } from '@kayoi/domain/report-periods';
import {
  Button,
  DatePicker,
  EmptyState,
  ErrorState,
  FilterBar,
  fitColumns,
  formatDateTime,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  useToast,
} from '@kayoi/ui';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileBarChart, Printer } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { useSessionUser } from '../../session/session.tsx';
import { reportMessages as m } from './messages.ts';
import {
  type Emphasis,
  isEmptyReport,
  ReportChartView,
  ReportTableView,
  SummaryFigures,
} from './ReportParts.tsx';
import type { ReportFilters, StoreChoice } from './useReportFilters.ts';

// The one page every report is drawn on: its period (presets or two days) and store, then the report's
// headline figures, charts and tables from the server's common Report shape; CSV from the server
// (format=csv, with the session), and A4 printing of the report alone.

/**
 * Printed, only the report shows — no sidebar, top bar, page header or controls — on A4: everything that
 * neither holds the report nor is in it is left out, and what holds it loses its padding and backdrop.
 */
const PrintOnlyTheReport = createGlobalStyle`
  @media print {
    @page {
      size: A4 portrait;
      margin: 10mm;
    }
    body *:not(:has([data-report])):not([data-report]):not([data-report] *),
    [data-report] [data-print-hide] {
      display: none !important;
    }
    body,
    body *:has([data-report]) {
      margin: 0 !important;
      padding: 0 !important;
      min-height: 0 !important;
      max-width: none !important;
      height: auto !important;
      overflow: visible !important;
      background: none !important;
      box-shadow: none !important;
      gap: 0 !important;
    }
    [data-report] {
      font-size: 10pt;
    }
    [data-report] section {
      box-shadow: none !important;
      backdrop-filter: none !important;
      break-inside: avoid;
    }
  }
`;

// While printing from the button, the sheet takes the printed width (A4 less margins) on screen first, so
// the charts measure themselves for the page, not for the window.
const Sheet = styled.article<{ $printing: boolean }>`
  display: grid;
  /* One column as wide as the page: a wide table scrolls in its own frame rather than widening the sheet. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  ${({ $printing }) => ($printing ? 'width: 190mm;' : '')}
`;
const SheetHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1, 4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Charts = styled.div`
  display: grid;
  ${fitColumns(420)}
  gap: ${({ theme }) => theme.space(4)};
  @media print {
    grid-template-columns: 1fr;
  }
`;
const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The period and store pickers (and a report's own controls after them). */
export function ReportControls({
  filters,
  period = 'range',
  allowAllStores = true,
  children,
}: {
  filters: ReportFilters;
  /** A period (presets or two days), one day (日報), or none (the report's own control says it). */
  period?: 'range' | 'day' | 'none';
  allowAllStores?: boolean;
  children?: ReactNode;
}) {
  const user = useSessionUser();
  const isAdmin = user.role === 'admin';
  // Other stores are an administrator's to choose: the store list is theirs alone.
  const stores = useQuery({ ...listStoresQueryOptions(), enabled: isAdmin });
  const storeItems = [
    { id: 'session', label: user.store ?? m.store },
    ...(allowAllStores ? [{ id: 'all', label: m.allStores }] : []),
    ...(stores.data ?? [])
      .filter((store) => store.id !== user.store_id)
      .map((store) => ({ id: String(store.id), label: store.name })),
  ];
  return (
    <FilterBar label={m.conditions}>
      {period === 'range' ? (
        <>
          <Select
            label={m.period}
            items={PRESETS.map((preset) => ({ id: preset, label: m.presets[preset] }))}
            selectedKey={filters.preset}
            onSelectionChange={(key) => key && filters.setPreset(String(key) as Preset)}
          />
          <DatePicker
            label={m.from}
            value={filters.period.from}
            maxValue={filters.period.to}
            onChange={(day) => day && filters.setDay('from', day)}
          />
          <DatePicker
            label={m.to}
            value={filters.period.to}
            minValue={filters.period.from}
            maxValue={todayInTokyo()}
            onChange={(day) => day && filters.setDay('to', day)}
          />
        </>
      ) : null}
      {period === 'day' ? (
        <DatePicker
          label={m.day}
          value={filters.day}
          maxValue={todayInTokyo()}
          onChange={(day) => day && filters.setExtra('date', day)}
        />
      ) : null}
      {isAdmin ? (
        <Select
          label={m.store}
          items={storeItems}
          selectedKey={filters.store}
          onSelectionChange={(key) => key && filters.setStore(String(key) as StoreChoice)}
        />
      ) : null}
      {children}
    </FilterBar>
  );
}

export interface ReportPageProps<R extends Report> {
  name: ReportName;
  /** The route's title (売上レポート …). */
  title: string;
  /** The query the report was asked with: the CSV asks the same (with format=csv). */
  params: ReportParams;
  query: Pick<UseQueryResult<R>, 'data' | 'error' | 'isPending' | 'refetch'>;
  controls: ReactNode;
  /** Marks the columns that matter most (the members' cohort's sixth month). */
  emphasis?: Emphasis;
  /** A report's own part, after its figures (the daily report's sign-off). */
  children?: (report: R) => ReactNode;
  /** The CSV, when the report's path is not `GET /api/reports/{name}` (the custom report's run). */
  csv?: () => Promise<Blob>;
  /** Shown before a report is asked for (the custom report before its first run). */
  placeholder?: ReactNode;
  /** Between the controls and the report (the custom report's builder). */
  builder?: ReactNode;
}

/**
 * Whether the page is being printed (the browser's print too), and the print button's action: the sheet is drawn
 * narrower first, then printed.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    setPrinting(true);
    // Two frames: React draws the narrower sheet, then the charts measure it.
    requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
  };
  return [printing, print] as const;
}

/** The report itself as printed: its heading, figures, the page's own part, charts, tables and notes. */
function ReportSheet<R extends Report>({
  report,
  name,
  title,
  printing,
  emphasis,
  children,
}: { report: R; printing: boolean } & Pick<ReportPageProps<R>, 'name' | 'title' | 'emphasis' | 'children'>) {
  return (
    <Sheet data-report={name} $printing={printing}>
      <SheetHeading>
        <h2>
          {title} {report.store.name}
        </h2>
        <p>
          {m.periodRange(formatSlashDate(report.period.from), formatSlashDate(report.period.to))}
          {report.comparison
            ? `（${m.previous} ${m.periodRange(formatSlashDate(report.comparison.from), formatSlashDate(report.comparison.to))}）`
            : null}
        </p>
        <p>
          {m.generatedAt} {formatDateTime(report.generated_at)}
        </p>
      </SheetHeading>
      {report.summary.length > 0 ? <SummaryFigures report={report} /> : null}
      {children?.(report)}
      {isEmptyReport(report) ? (
        <EmptyState icon={<FileBarChart aria-hidden="true" />} title={m.empty} description={m.emptyHint} />
      ) : (
        <>
          {report.charts.length > 0 ? (
            <Charts>
              {report.charts.map((chart) => (
                <ReportChartView
                  key={chart.key}
                  chart={chart}
                  tableTitles={report.tables.map((table) => table.title)}
                />
              ))}
            </Charts>
          ) : null}
          {report.tables.map((table) => (
            <ReportTableView key={table.key} table={table} emphasis={emphasis} />
          ))}
        </>
      )}
      {report.notes && report.notes.length > 0 ? (
        <section aria-label={m.notes}>
          <Notes>
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Notes>
        </section>
      ) : null}
    </Sheet>
  );
}

/** The shell of every report: header with CSV and print, controls, then the report or its state. */
export function ReportPage<R extends Report>({
  name,
  title,
  params,
  query,
  controls,
  emphasis,
  children,
  csv,
  placeholder,
  builder,
}: ReportPageProps<R>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [printing, print] = usePrinting();
  const report = query.data;

  const downloadCsv = async () => {
    setExporting(true);
    try {
      const file = csv
        ? await csv()
        : await queryClient.fetchQuery(reportCsvQueryOptions(name as Exclude<ReportName, 'custom'>, params));
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      // The server's own file name: report-YYYYMMDD-YYYYMMDD.csv, for the period the report covers.
      const days = report ? [report.period.from, report.period.to] : [];
      link.download = [name, ...days.map((day) => day.replaceAll('-', ''))].join('-').concat('.csv');
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch (error) {
      toast.error(failureText(error, m.csvFailed));
    } finally {
      setExporting(false);
    }
  };

  let body: ReactNode;
  if (query.error) {
    body = (
      <ErrorState message={failureText(query.error, m.loadFailed)} onRetry={() => void query.refetch()} />
    );
  } else if (!report && placeholder && !query.isPending) {
    body = placeholder;
  } else if (!report || query.isPending) {
    body = (
      <Stack $gap={4} aria-busy="true">
        <Skeleton height={96} />
        <Skeleton height={300} />
        <Skeleton height={200} />
      </Stack>
    );
  } else {
    body = (
      <ReportSheet report={report} name={name} title={title} printing={printing} emphasis={emphasis}>
        {children}
      </ReportSheet>
    );
  }

  return (
    <>
      <PrintOnlyTheReport />
      <PageHeader
        title={title}
        breadcrumbs={[{ label: m.area }, { label: title }]}
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Download aria-hidden="true" />}
              isLoading={exporting}
              isDisabled={!report}
              onPress={() => void downloadCsv()}
            >
              {m.csv}
            </Button>
            <Button
              variant="secondary"
              icon={<Printer aria-hidden="true" />}
              isDisabled={!report}
              onPress={print}
            >
              {m.print}
            </Button>
          </>
        }
      />
      <Stack $gap={4}>
        {controls}
        {builder}
        {body}
      </Stack>
    </>
  );
}
