import {
  isApiError,
  listStoresQueryOptions,
  useApplyMasterCopy,
  useApplyMasterTemplate,
  usePreviewMasterCopy,
  usePreviewMasterTemplate,
} from '@kayoi/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  DataTable,
  PageHeader,
  Select,
  Stack,
  useToast,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';

// マスタのコピー (issue 29): a new store gets the programs, grades, rules and billing settings of a running one,
// or the swim-school template, without typing them twice. プレビュー first (what each store gets: 作成, or
// 既存（同名）and left as it is), then コピーする. The server decides who may: an admin between any stores, a
// manager only in their own store (so a manager meets the template, not a copy from another store).

type MasterCopyInput = Parameters<ReturnType<typeof usePreviewMasterCopy>['mutate']>[0];
type Part = MasterCopyInput['parts'][number];
type Target = NonNullable<ReturnType<typeof usePreviewMasterCopy>['data']>['targets'][number];
type Item = Target['items'][number];

const COPY_PARTS: { id: Part; label: string }[] = [
  { id: 'programs', label: 'プログラム（料金・カテゴリを含む）' },
  { id: 'grades', label: '級（技能を含む）' },
  { id: 'school_rules', label: 'スクールのルール（振替・変更締切）' },
  { id: 'billing_settings', label: '請求設定' },
];
const TEMPLATE_PARTS = COPY_PARTS.slice(0, 2);

const KINDS: Record<Item['kind'], string> = {
  school: 'スクール',
  program_category: 'プログラムカテゴリ',
  program: 'プログラム',
  grade: '級',
  school_rules: 'スクールのルール',
  billing_settings: '請求設定',
};

const COPY_FAILED = 'コピーに失敗しました';
const TEMPLATE_FAILED = '登録に失敗しました';

/** The parts to copy, as a group of checkboxes under one legend. */
function PartChecks({
  legend,
  parts,
  chosen,
  onChange,
}: {
  legend: string;
  parts: { id: Part; label: string }[];
  chosen: Part[];
  onChange: (next: Part[]) => void;
}) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      <Stack $direction="row" $gap={4} $wrap>
        {parts.map((part) => (
          <Checkbox
            key={part.id}
            isSelected={chosen.includes(part.id)}
            onChange={(on) => onChange(on ? [...chosen, part.id] : chosen.filter((id) => id !== part.id))}
          >
            {part.label}
          </Checkbox>
        ))}
      </Stack>
    </fieldset>
  );
}

/** What one store gets: each record with 作成, or 既存（同名）・上書きしない. */
function TargetPlan({ target, applied }: { target: Target; applied: boolean }) {
  const made = applied ? '作成しました' : '作成';
  return (
    <Stack $gap={2}>
      <h3 style={{ margin: 0 }}>
        {`${target.store_name}：${made} ${target.created}件・既存（同名） ${target.existing}件`}
      </h3>
      <DataTable<Item>
        aria-label={`${target.store_name}のコピー内容`}
        columns={[
          { id: 'kind', header: '種類', cell: (row) => KINDS[row.kind], nowrap: true },
          { id: 'school', header: 'スクール', cell: (row) => row.school_name || '—' },
          { id: 'name', header: '名前', cell: (row) => row.name, isRowHeader: true },
          { id: 'detail', header: '内容', cell: (row) => row.detail ?? '—' },
          {
            id: 'action',
            header: '処理',
            cell: (row) =>
              row.action === 'create' ? (
                <Badge tone="success">{made}</Badge>
              ) : (
                <Badge tone="neutral">既存（同名）・上書きしない</Badge>
              ),
            nowrap: true,
          },
        ]}
        rows={target.items}
        getRowId={(row) => `${row.kind}:${row.school_name}:${row.name}`}
        emptyState="コピーするものはありません"
      />
    </Stack>
  );
}

function PlanView({ targets, applied }: { targets: Target[]; applied: boolean }) {
  return (
    <Stack $gap={4}>
      {targets.map((target) => (
        <TargetPlan key={target.store_id} target={target} applied={applied} />
      ))}
    </Stack>
  );
}

const nothingToMake = (targets: Target[]) => targets.every((target) => target.created === 0);

/** Copy from a running store: admins choose the source and the targets. */
function CopyCard() {
  const user = useSessionUser();
  const toast = useToast();
  const isAdmin = user.role === 'admin';
  const stores = useQuery({ ...listStoresQueryOptions(), enabled: isAdmin });
  const preview = usePreviewMasterCopy();
  const apply = useApplyMasterCopy();
  const [source, setSource] = useState<number | null>(null);
  const [targets, setTargets] = useState<number[]>(isAdmin || user.store_id === null ? [] : [user.store_id]);
  const [parts, setParts] = useState<Part[]>(['programs', 'grades']);
  const reset = () => {
    preview.reset();
    apply.reset();
  };
  const input: MasterCopyInput | null =
    source !== null && targets.length > 0 && parts.length > 0
      ? { source_store_id: source, target_store_ids: targets, parts }
      : null;
  const storeList = stores.data ?? [];
  if (!isAdmin) {
    return (
      <Card title="ほかの店舗からコピー">
        <Alert tone="info" title="ほかの店舗のマスタをコピーできるのは管理者だけです">
          {`${user.store ?? 'この店舗'}に、ほかの店舗のプログラムや級をコピーするときは管理者に依頼してください。下の「テンプレートから作成」は使えます。`}
        </Alert>
      </Card>
    );
  }
  const runPreview = () => {
    if (!input) return;
    apply.reset();
    preview.mutate(input, { onError: (error) => toast.error(failureText(error, COPY_FAILED)) });
  };
  const runApply = () => {
    if (!input || apply.isPending) return;
    apply.mutate(input, {
      onSuccess: (plan) => {
        const made = plan.targets.reduce((sum, target) => sum + target.created, 0);
        toast.success(`マスタをコピーしました（${made}件作成）`);
      },
      onError: (error) => toast.error(failureText(error, COPY_FAILED)),
    });
  };
  const shown = apply.data ?? preview.data;
  return (
    <Card title="ほかの店舗からコピー">
      <Stack $gap={4}>
        <Select
          label="コピー元の店舗"
          items={storeList.map((store) => ({ id: store.id, label: store.name }))}
          selectedKey={source}
          onSelectionChange={(key) => {
            const id = key === null ? null : Number(key);
            setSource(id);
            setTargets(targets.filter((target) => target !== id));
            reset();
          }}
        />
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>コピー先の店舗</legend>
          <Stack $direction="row" $gap={4} $wrap>
            {storeList.map((store) => (
              <Checkbox
                key={store.id}
                isDisabled={store.id === source}
                isSelected={targets.includes(store.id)}
                onChange={(on) => {
                  setTargets(on ? [...targets, store.id] : targets.filter((id) => id !== store.id));
                  reset();
                }}
              >
                {store.name}
              </Checkbox>
            ))}
          </Stack>
        </fieldset>
        <PartChecks
          legend="コピーするもの"
          parts={COPY_PARTS}
          chosen={parts}
          onChange={(next) => {
            setParts(next);
            reset();
          }}
        />
        {preview.isError && isApiError(preview.error) ? (
          <Alert tone="danger" title={COPY_FAILED}>
            {failureText(preview.error, COPY_FAILED)}
          </Alert>
        ) : null}
        <Stack $direction="row" $gap={3} $wrap>
          <Button variant="secondary" isDisabled={!input} isLoading={preview.isPending} onPress={runPreview}>
            プレビュー
          </Button>
          {preview.data && !apply.data ? (
            <Button
              variant="primary"
              isDisabled={nothingToMake(preview.data.targets)}
              isLoading={apply.isPending}
              onPress={runApply}
            >
              コピーする
            </Button>
          ) : null}
        </Stack>
        {shown ? <PlanView targets={shown.targets} applied={Boolean(apply.data)} /> : null}
      </Stack>
    </Card>
  );
}

/** The swim-school template (25級→1級 with skills, the usual programs) into the caller's current store. */
function TemplateCard() {
  const user = useSessionUser();
  const toast = useToast();
  const preview = usePreviewMasterTemplate();
  const apply = useApplyMasterTemplate();
  const [parts, setParts] = useState<Part[]>(['programs', 'grades']);
  const input = parts.length > 0 ? { parts: parts as ('programs' | 'grades')[] } : null;
  const shown = apply.data ?? preview.data;
  return (
    <Card title="テンプレートから作成">
      <Stack $gap={4}>
        <p style={{ margin: 0 }}>
          {`スイミングスクールのテンプレート（25級→1級と各級の技能、幼児・ジュニア・選手・成人のプログラム）を${user.store ?? 'この店舗'}に作成します。同じ名前のものは上書きしません。`}
        </p>
        <PartChecks
          legend="作成するもの"
          parts={TEMPLATE_PARTS}
          chosen={parts}
          onChange={(next) => {
            setParts(next);
            preview.reset();
            apply.reset();
          }}
        />
        <Stack $direction="row" $gap={3} $wrap>
          <Button
            variant="secondary"
            isDisabled={!input}
            isLoading={preview.isPending}
            onPress={() =>
              input &&
              preview.mutate(input, { onError: (error) => toast.error(failureText(error, TEMPLATE_FAILED)) })
            }
          >
            テンプレートをプレビュー
          </Button>
          {preview.data && !apply.data ? (
            <Button
              variant="primary"
              isDisabled={nothingToMake(preview.data.targets)}
              isLoading={apply.isPending}
              onPress={() =>
                input &&
                apply.mutate(input, {
                  onSuccess: () => toast.success('テンプレートから作成しました'),
                  onError: (error) => toast.error(failureText(error, TEMPLATE_FAILED)),
                })
              }
            >
              テンプレートから作成する
            </Button>
          ) : null}
        </Stack>
        {shown ? <PlanView targets={shown.targets} applied={Boolean(apply.data)} /> : null}
      </Stack>
    </Card>
  );
}

export function MasterCopyPage() {
  return (
    <>
      <PageHeader
        title="マスタのコピー"
        breadcrumbs={[
          { label: 'プログラム一覧', href: href('master/programs') },
          { label: 'マスタのコピー' },
        ]}
        description="新しい店舗に、ほかの店舗のプログラム・級・ルール・請求設定をコピーするか、テンプレートから作成します。プレビューで、店舗ごとに作成されるものと、同じ名前で既にあるもの（上書きしません）を確かめてから実行します。"
      />
      <Stack $gap={4}>
        <CopyCard />
        <TemplateCard />
      </Stack>
    </>
  );
}
