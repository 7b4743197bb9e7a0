import {
  type CustomReportDefinition,
  type CustomReportFilters,
  type CustomReportQuery,
  runCustomReportCsv,
  useCreateCustomReport,
  useCustomReports,
  useDeleteCustomReport,
  useGrades,
  usePrograms,
  useRunCustomReport,
  useUpdateCustomReport,
} from '@kayoi/api-client';
import {
  type AgeBand,
  ageBandLabels,
  ageBands,
  type CustomReportDimension,
  type CustomReportMeasure,
  customReportDimensionLabels,
  customReportDimensions,
  customReportMeasureInfo,
  customReportMeasures,
  measureTakes,
} from '@kayoi/domain/custom-reports';
import { genderLabels } from '@kayoi/domain/labels';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  Select,
  TextField,
  useToast,
} from '@kayoi/ui';
import { FileBarChart, Play, Save, Trash2 } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import type { RouteEntry } from '../../routes/table.ts';
import { customMessages as c } from './messages.ts';
import { ReportControls, ReportPage } from './ReportPage.tsx';
import { useReportFilters } from './useReportFilters.ts';

// /reports/custom: a small report builder — what to count (measure), by what (dimension), narrowed by filters —
// run on the period and store like every report (same charts, tables, CSV and print), saved by name and shared
// with the store's admins and managers, who find it in the list below.

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
const Saved = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const ANY = 'any';
type FilterKey = 'program_id' | 'grade_id' | 'age_band' | 'gender';
const FILTER_DIMENSION: Record<FilterKey, CustomReportDimension> = {
  program_id: 'program',
  grade_id: 'grade',
  age_band: 'age_band',
  gender: 'gender',
};

/** The filters the measure takes (a filter on a dimension it does not have is left out, as the server would refuse it). */
const filtersFor = (measure: CustomReportMeasure, filters: CustomReportFilters): CustomReportFilters =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && measureTakes(measure, FILTER_DIMENSION[key as FilterKey]),
    ),
  );

const describe = (query: Pick<CustomReportQuery, 'measure' | 'dimension'>) =>
  `${customReportMeasureInfo[query.measure].label} × ${customReportDimensionLabels[query.dimension]}`;

export function CustomReportPage({ route }: { route: RouteEntry }) {
  const toast = useToast();
  const filters = useReportFilters();
  const run = useRunCustomReport();
  const saved = useCustomReports();
  const create = useCreateCustomReport();
  const update = useUpdateCustomReport();
  const [measure, setMeasure] = useState<CustomReportMeasure>('check_ins');
  const [dimension, setDimension] = useState<CustomReportDimension>('month');
  const [narrow, setNarrow] = useState<CustomReportFilters>({});
  const [name, setName] = useState('');
  const [open, setOpen] = useState<CustomReportDefinition | null>(null);
  const [deleting, setDeleting] = useState<CustomReportDefinition | null>(null);

  // ?saved=id opens a saved report: the link a manager passes to a colleague of the store.
  const linked = Number(filters.extra('saved'));
  const [opened, setOpened] = useState<number | null>(null);
  useEffect(() => {
    const definition = saved.data?.find((d) => d.id === linked);
    if (definition && opened !== definition.id) {
      setOpened(definition.id);
      openSaved(definition);
    }
  });

  const query: CustomReportQuery = { measure, dimension, filters: filtersFor(measure, narrow) };
  const execute = (next: CustomReportQuery = query) =>
    run.mutate(
      { params: filters.params, query: next },
      { onError: (error) => toast.error(failureText(error, c.runFailed)) },
    );
  const chooseMeasure = (next: CustomReportMeasure) => {
    setMeasure(next);
    if (!measureTakes(next, dimension)) setDimension(customReportMeasureInfo[next].dimensions[0] ?? 'month');
  };
  function openSaved(definition: CustomReportDefinition) {
    setOpened(definition.id);
    filters.setExtra('saved', String(definition.id));
    setOpen(definition);
    setMeasure(definition.measure);
    setDimension(definition.dimension);
    setNarrow(definition.filters);
    setName(definition.name);
    execute({ measure: definition.measure, dimension: definition.dimension, filters: definition.filters });
  }
  const save = () => {
    const input = { name: name.trim(), ...query };
    const done = {
      onSuccess: (definition: CustomReportDefinition) => {
        setOpen(definition);
        setOpened(definition.id);
        filters.setExtra('saved', String(definition.id));
        toast.success(c.saved(definition.name));
      },
      onError: (error: unknown) => toast.error(failureText(error, c.saveFailed)),
    };
    if (open && open.name === input.name) update.mutate({ id: open.id, input }, done);
    else create.mutate(input, done);
  };

  const builder = (
    <Card title={c.builder}>
      <ReportFields
        measure={measure}
        dimension={dimension}
        narrow={narrow}
        onMeasure={chooseMeasure}
        onDimension={setDimension}
        setNarrow={setNarrow}
      />
      <Actions>
        <Button icon={<Play aria-hidden="true" />} isLoading={run.isPending} onPress={() => execute()}>
          {c.run}
        </Button>
        <TextField label={c.name} value={name} onChange={setName} maxLength={100} />
        <Button
          variant="secondary"
          icon={<Save aria-hidden="true" />}
          isDisabled={name.trim() === ''}
          isLoading={create.isPending || update.isPending}
          onPress={save}
        >
          {open && open.name === name.trim() ? c.overwrite : c.save}
        </Button>
      </Actions>
      <p>
        {customReportMeasureInfo[measure].note}。{c.shared}
      </p>
    </Card>
  );

  return (
    <>
      <ReportPage
        name="custom"
        title={open ? `${route.title}：${open.name}` : route.title}
        params={filters.params}
        query={{
          data: run.data,
          error: run.error,
          isPending: run.isPending,
          refetch: async () => {
            execute();
            return undefined as never;
          },
        }}
        controls={<ReportControls filters={filters} />}
        builder={builder}
        csv={() => runCustomReportCsv(query, filters.params)}
        placeholder={
          <EmptyState
            icon={<FileBarChart aria-hidden="true" />}
            title={c.notRun}
            description={c.notRunHint}
          />
        }
      />
      <SavedReports reports={saved.data} onOpen={openSaved} onDelete={setDeleting} />
      <DeleteSavedReport
        deleting={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(definition) => {
          if (open?.id === definition.id) {
            setOpen(null);
            filters.setExtra('saved', null);
          }
          setDeleting(null);
        }}
      />
    </>
  );
}

/** What to count, by what, and the filters that measure takes (program, grade, age band, gender). */
function ReportFields({
  measure,
  dimension,
  narrow,
  onMeasure: chooseMeasure,
  onDimension: setDimension,
  setNarrow,
}: {
  measure: CustomReportMeasure;
  dimension: CustomReportDimension;
  narrow: CustomReportFilters;
  onMeasure: (measure: CustomReportMeasure) => void;
  onDimension: (dimension: CustomReportDimension) => void;
  setNarrow: Dispatch<SetStateAction<CustomReportFilters>>;
}) {
  const programs = usePrograms({ per_page: 100 });
  const grades = useGrades({ per_page: 100 });
  const setFilter = (key: FilterKey, value: string) =>
    setNarrow((current) => {
      const { [key]: _, ...rest } = current;
      if (value === ANY) return rest;
      return { ...rest, [key]: key.endsWith('_id') ? Number(value) : value };
    });

  const filterSelect = (key: FilterKey, label: string, items: { id: string; label: string }[]) =>
    measureTakes(measure, FILTER_DIMENSION[key]) ? (
      <Select
        label={label}
        items={[{ id: ANY, label: c.any }, ...items]}
        selectedKey={narrow[key] === undefined ? ANY : String(narrow[key])}
        onSelectionChange={(value) => value && setFilter(key, String(value))}
      />
    ) : null;

  return (
    <Fields>
      <Select
        label={c.measure}
        items={customReportMeasures.map((m) => ({ id: m, label: customReportMeasureInfo[m].label }))}
        selectedKey={measure}
        onSelectionChange={(value) => value && chooseMeasure(value as CustomReportMeasure)}
      />
      <Select
        label={c.dimension}
        items={customReportDimensions
          .filter((d) => measureTakes(measure, d))
          .map((d) => ({ id: d, label: customReportDimensionLabels[d] }))}
        selectedKey={dimension}
        onSelectionChange={(value) => value && setDimension(value as CustomReportDimension)}
      />
      {filterSelect(
        'program_id',
        c.program,
        (programs.data?.data ?? []).map((p) => ({ id: String(p.id), label: p.name })),
      )}
      {filterSelect(
        'grade_id',
        c.grade,
        (grades.data?.data ?? []).map((g) => ({ id: String(g.id), label: g.name })),
      )}
      {filterSelect(
        'age_band',
        c.ageBand,
        ageBands.map((band: AgeBand) => ({ id: band, label: ageBandLabels[band] })),
      )}
      {filterSelect(
        'gender',
        c.gender,
        Object.entries(genderLabels).map(([id, label]) => ({ id, label })),
      )}
    </Fields>
  );
}

function SavedReports({
  reports,
  onOpen: openSaved,
  onDelete: setDeleting,
}: {
  reports: CustomReportDefinition[] | undefined;
  onOpen: (definition: CustomReportDefinition) => void;
  onDelete: (definition: CustomReportDefinition) => void;
}) {
  return (
    <Card title={c.list}>
      {reports && reports.length === 0 ? <p>{c.none}</p> : null}
      <Saved aria-label={c.list}>
        {(reports ?? []).map((definition) => (
          <li key={definition.id}>
            <div>
              <strong>{definition.name}</strong>
              <small>
                {describe(definition)}・{definition.updated_by?.name ?? definition.created_by?.name ?? ''}{' '}
                {formatDateTime(definition.updated_at)}
              </small>
            </div>
            <span>
              <Button size="sm" variant="secondary" onPress={() => openSaved(definition)}>
                {c.open(definition.name)}
              </Button>{' '}
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 aria-hidden="true" />}
                aria-label={c.delete(definition.name)}
                onPress={() => setDeleting(definition)}
              />
            </span>
          </li>
        ))}
      </Saved>
    </Card>
  );
}

function DeleteSavedReport({
  deleting,
  onClose,
  onDeleted,
}: {
  deleting: CustomReportDefinition | null;
  onClose: () => void;
  onDeleted: (definition: CustomReportDefinition) => void;
}) {
  const toast = useToast();
  const remove = useDeleteCustomReport();
  return (
    <ConfirmDialog
      isOpen={deleting !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={c.deleteTitle}
      message={deleting ? c.deleteMessage(deleting.name) : ''}
      confirmLabel={c.deleteConfirm}
      tone="danger"
      isConfirming={remove.isPending}
      onConfirm={() =>
        deleting &&
        remove.mutate(deleting.id, {
          onSuccess: () => onDeleted(deleting),
          onError: (error) => toast.error(failureText(error, c.deleteFailed)),
        })
      }
    />
  );
}
