import {
  type DiscountGroup,
  type DiscountGroupInput,
  useCreateDiscountGroup,
  useDeleteDiscountGroup,
  useDiscountGroup,
  useDiscountGroups,
  usePrograms,
  useUpdateDiscountGroup,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { formatSlashDate, todayInTokyo } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Button,
  Card,
  ConfirmDialog,
  type DataTableColumn,
  DatePicker,
  DescriptionList,
  FilterBar,
  FormSection,
  formatDateTime,
  IconButton,
  PageHeader,
  SearchField,
  Select,
  Stack,
  TextArea,
  TextField,
  useToast,
} from '@kayoi/ui';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { type Dispatch, type FormEvent, type SetStateAction, useCallback, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { CustomerPicker, type PickedCustomer } from './CustomerPicker.tsx';
import { BillingFormFooter } from './FormParts.tsx';
import { fieldError, useFieldErrors } from './fieldErrors.ts';
import { Table } from './InvoiceTable.tsx';
import { billingMessages } from './messages.ts';
import { PlainListResults } from './PlainListResults.tsx';

const text = billingMessages.discountGroups;
const LIST = { label: `${text.noun}一覧`, href: '/discount-groups' };

type Rule = DiscountGroup['rules'][number];

/** 2人目以降 1,000円引き, 3人目以降 10%引き (ジュニア). */
export const ruleText = (rule: Pick<Rule, 'member_rank' | 'discount_type' | 'value' | 'program_name'>) =>
  `${rule.member_rank}人目以降 ${rule.discount_type === 'fixed' ? formatYen(rule.value) : `${rule.value}%`}引き${rule.program_name ? `（${rule.program_name}）` : '（全プログラム）'}`;

const validity = (group: Pick<DiscountGroup, 'valid_from' | 'valid_to'>) =>
  `${formatSlashDate(group.valid_from)}〜${group.valid_to ? formatSlashDate(group.valid_to) : ''}`;

const columns: DataTableColumn<DiscountGroup>[] = [
  { id: 'name', header: 'グループ名', isRowHeader: true, cell: (g) => g.name },
  { id: 'kind', header: '種類', cell: (g) => billingMessages.discountKinds[g.kind] },
  {
    id: 'members',
    header: 'メンバー（順）',
    cell: (g) =>
      [...g.members]
        .sort((a, b) => a.position - b.position)
        .map((m) => m.customer_name)
        .join('、'),
  },
  { id: 'rules', header: '割引', cell: (g) => g.rules.map(ruleText).join(' / ') },
  { id: 'valid', header: '有効期間', nowrap: true, cell: validity },
];

/** /discount-groups: families and other groups with their discounts. */
export function DiscountGroupListPage() {
  const navigate = useNavigate();
  const list = useListParams(['search'] as const);
  const { update } = list;
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((words: string) => update({ search: words.trim() || null }), [update]),
  );
  const groups = useDiscountGroups(list.get('search') ? { search: list.get('search') } : {});
  const create = (label: string) => (
    <Button
      variant="primary"
      icon={<Plus aria-hidden="true" />}
      onPress={() => navigate(href('discount-groups/new'))}
    >
      {label}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={`${text.noun}一覧`}
        breadcrumbs={[{ label: billingMessages.area }, { label: `${text.noun}一覧` }]}
        actions={create('新規登録')}
      />
      <FilterBar label="割引グループの検索条件" isFiltered={list.isFiltered} onClear={list.clear}>
        <SearchField
          label="キーワード"
          placeholder="グループ名・会員名"
          value={search}
          onChange={setSearch}
          onSubmit={(words) => update({ search: words.trim() || null })}
        />
      </FilterBar>
      <PlainListResults
        label={`${text.noun}一覧`}
        query={groups}
        columns={columns}
        rows={groups.data ?? []}
        rowHref={(id) => href('discount-groups/:id', { id })}
        errorMessage={text.listFailed}
        isFiltered={list.isFiltered}
        empty={{
          icon: <Users aria-hidden="true" />,
          title: text.empty,
          filteredTitle: '条件に合う割引グループはありません',
          description: text.emptyDescription,
          action: create('割引グループを追加'),
        }}
      />
    </>
  );
}

function DiscountGroupDetail({ group }: { group: DiscountGroup }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteDiscountGroup();
  const [asking, setAsking] = useState(false);
  const members = [...group.members].sort((a, b) => a.position - b.position);
  return (
    <>
      <PageHeader
        title={group.name}
        breadcrumbs={[{ label: billingMessages.area }, LIST, { label: group.name }]}
        description={billingMessages.discountKinds[group.kind]}
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Pencil aria-hidden="true" />}
              onPress={() => navigate(href('discount-groups/:id/edit', { id: group.id }))}
            >
              編集
            </Button>
            <Button variant="danger" icon={<Trash2 aria-hidden="true" />} onPress={() => setAsking(true)}>
              削除
            </Button>
          </>
        }
      />
      <Stack $gap={4}>
        <Card title="グループ">
          <DescriptionList
            items={[
              { term: '有効期間', description: validity(group) },
              { term: 'メモ', description: group.note ?? '—' },
              { term: '登録', description: formatDateTime(group.created_at) },
              { term: '最終更新', description: formatDateTime(group.updated_at) },
            ]}
          />
        </Card>
        <Card title="メンバー（この順に数えます）">
          <Table aria-label="メンバー">
            <thead>
              <tr>
                <th scope="col">順</th>
                <th scope="col">会員</th>
                <th scope="col">会員番号</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.customer_id}>
                  <td>{m.position}人目</td>
                  <th scope="row">{m.customer_name}</th>
                  <td>{m.member_number}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
        <Card title="割引ルール">
          <ul>
            {group.rules.map((rule) => (
              <li key={rule.id}>{ruleText(rule)}</li>
            ))}
          </ul>
        </Card>
      </Stack>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={text.deleteTitle}
        message={`「${group.name}」を削除します。確定済みの請求の割引は変わりません。次の請求から割引が入らなくなります。`}
        confirmLabel="削除する"
        tone="danger"
        isConfirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(group.id, {
            onSuccess: () => {
              toast.success(text.deleted);
              navigate(href('discount-groups'));
            },
            onError: (error) => {
              setAsking(false);
              toast.error(failureText(error, mutationMessages.deleteFailed));
            },
          })
        }
      />
    </>
  );
}

/** /discount-groups/{id} */
export function DiscountGroupDetailPage() {
  const group = useDiscountGroup(Number(useParams().id));
  return (
    <RecordQuery query={group} title={`${text.noun}詳細`} parent={LIST} noun={text.noun}>
      {(loaded) => <DiscountGroupDetail group={loaded} />}
    </RecordQuery>
  );
}

interface RuleDraft {
  key: number;
  member_rank: string;
  program_id: string;
  discount_type: 'fixed' | 'percent';
  value: string;
}

const ALL_PROGRAMS = 'all';
let nextKey = 1;
const draftOf = (rule?: Rule): RuleDraft => ({
  key: nextKey++,
  member_rank: String(rule?.member_rank ?? 2),
  program_id: rule?.program_id ? String(rule.program_id) : ALL_PROGRAMS,
  discount_type: rule?.discount_type ?? 'fixed',
  value: rule ? String(rule.value) : '',
});

function DiscountGroupForm({ group }: { group?: DiscountGroup }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateDiscountGroup();
  const update = useUpdateDiscountGroup();
  const errors = useFieldErrors();
  const [name, setName] = useState(group?.name ?? '');
  const [kind, setKind] = useState<'family' | 'other'>(group?.kind ?? 'family');
  const [validFrom, setValidFrom] = useState<string | null>(group?.valid_from ?? todayInTokyo());
  const [validTo, setValidTo] = useState<string | null>(group?.valid_to ?? null);
  const [note, setNote] = useState(group?.note ?? '');
  const [members, setMembers] = useState<PickedCustomer[]>(
    [...(group?.members ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((m) => ({ id: m.customer_id, name: m.customer_name, memberNumber: m.member_number })),
  );
  const [rules, setRules] = useState<RuleDraft[]>(group ? group.rules.map(draftOf) : [draftOf()]);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const title = group ? `${group.name}を編集` : '割引グループ登録';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!validFrom) return setProblem('有効開始日を入力してください');
    if (members.length === 0) return setProblem('メンバーを1人以上追加してください');
    setProblem(null);
    const input: DiscountGroupInput = {
      name: name.trim(),
      kind,
      valid_from: validFrom,
      valid_to: validTo,
      note: note.trim() || null,
      member_ids: members.map((m) => m.id),
      rules: rules.map((r) => ({
        member_rank: Number(r.member_rank),
        program_id: r.program_id === ALL_PROGRAMS ? null : Number(r.program_id),
        discount_type: r.discount_type,
        value: Number(r.value.normalize('NFKC').replace(/[,円%％]/g, '')),
      })),
    };
    const saved = (message: string) => (result: DiscountGroup) => {
      toast.success(message);
      navigate(href('discount-groups/:id', { id: result.id }));
    };
    const failed = (fallback: string) => (error: Error) => {
      errors.take(error);
      toast.error(failureText(error, fallback));
    };
    if (group)
      update.mutate(
        { id: group.id, input },
        { onSuccess: saved(text.updated), onError: failed(mutationMessages.updateFailed) },
      );
    else
      create.mutate(input, {
        onSuccess: saved(text.created),
        onError: failed(mutationMessages.createFailed),
      });
  };

  const back = group ? href('discount-groups/:id', { id: group.id }) : href('discount-groups');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: billingMessages.area },
          LIST,
          ...(group ? [{ label: group.name, href: back }, { label: '編集' }] : [{ label: '新規登録' }]),
        ]}
      />
      <Form validationBehavior="aria" onSubmit={submit} aria-label={title}>
        <FormSection title="グループ">
          <TextField
            label="グループ名"
            value={name}
            onChange={setName}
            isRequired
            maxLength={100}
            placeholder="山田家 兄弟割"
            errorMessage={fieldError(errors.fields, 'name')}
          />
          <Select
            label="種類"
            items={[
              { id: 'family', label: billingMessages.discountKinds.family },
              { id: 'other', label: billingMessages.discountKinds.other },
            ]}
            selectedKey={kind}
            onSelectionChange={(key) => key && setKind(key as 'family' | 'other')}
          />
          <DatePicker
            label="有効開始日"
            value={validFrom}
            onChange={setValidFrom}
            isRequired
            errorMessage={fieldError(errors.fields, 'valid_from')}
          />
          <DatePicker
            label="有効終了日"
            value={validTo}
            onChange={setValidTo}
            description="空欄なら期限なし"
            errorMessage={fieldError(errors.fields, 'valid_to')}
          />
          <TextArea label="メモ" value={note} onChange={setNote} maxCharacters={1000} />
        </FormSection>
        <MembersSection
          members={members}
          setMembers={setMembers}
          errorMessage={fieldError(errors.fields, 'member_ids')}
        />
        <RulesSection rules={rules} setRules={setRules} fields={errors.fields} />
        <BillingFormFooter problem={problem} back={back} saving={saving} isEdit={group !== undefined} />
      </Form>
    </>
  );
}

/** The group's members in the order they are counted (the first pays in full), moved, removed, added. */
function MembersSection({
  members,
  setMembers,
  errorMessage,
}: {
  members: PickedCustomer[];
  setMembers: Dispatch<SetStateAction<PickedCustomer[]>>;
  errorMessage: string | undefined;
}) {
  const move = (index: number, by: number) =>
    setMembers((now) => {
      const next = [...now];
      const [picked] = next.splice(index, 1);
      if (picked) next.splice(index + by, 0, picked);
      return next;
    });
  return (
    <FormSection title="メンバー（1人目は割引なし、この順に数えます）" columns={1}>
      {members.length > 0 ? (
        <ol aria-label="メンバー" style={{ margin: 0, paddingInlineStart: '1.5em' }}>
          {members.map((m, i) => (
            <li key={m.id}>
              <Stack $gap={1}>
                <span>
                  {m.name}（会員番号 {m.memberNumber}）
                </span>
                <span>
                  <IconButton
                    label={`${m.name}を上へ`}
                    icon={<ArrowUp aria-hidden="true" />}
                    isDisabled={i === 0}
                    onPress={() => move(i, -1)}
                  />
                  <IconButton
                    label={`${m.name}を下へ`}
                    icon={<ArrowDown aria-hidden="true" />}
                    isDisabled={i === members.length - 1}
                    onPress={() => move(i, 1)}
                  />
                  <IconButton
                    label={`${m.name}を外す`}
                    icon={<Trash2 aria-hidden="true" />}
                    onPress={() => setMembers((now) => now.filter((x) => x.id !== m.id))}
                  />
                </span>
              </Stack>
            </li>
          ))}
        </ol>
      ) : null}
      <CustomerPicker
        label="メンバーを追加"
        onPick={(picked) =>
          setMembers((now) => (now.some((m) => m.id === picked.id) ? now : [...now, picked]))
        }
        errorMessage={errorMessage}
      />
    </FormSection>
  );
}

/** The discount rules: from which member, for which program, how much off. */
function RulesSection({
  rules,
  setRules,
  fields,
}: {
  rules: RuleDraft[];
  setRules: Dispatch<SetStateAction<RuleDraft[]>>;
  fields: ReturnType<typeof useFieldErrors>['fields'];
}) {
  const programs = usePrograms({ per_page: 100 });
  const programItems = [
    { id: ALL_PROGRAMS, label: '全プログラム' },
    ...(programs.data?.data ?? []).map((p) => ({ id: String(p.id), label: p.name })),
  ];
  const setRule = (key: number, change: Partial<RuleDraft>) =>
    setRules((now) => now.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <FormSection title="割引ルール" columns={1}>
      {rules.map((rule, i) => (
        <fieldset key={rule.key} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>ルール{i + 1}</legend>
          <Stack $gap={2}>
            <TextField
              label={`ルール${i + 1}: 何人目以降`}
              inputMode="numeric"
              value={rule.member_rank}
              onChange={(value) => setRule(rule.key, { member_rank: value })}
              errorMessage={fieldError(fields, `rules.${i}.member_rank`)}
            />
            <Select
              label={`ルール${i + 1}: プログラム`}
              items={programItems}
              isLoading={programs.isPending}
              selectedKey={rule.program_id}
              onSelectionChange={(key) => key && setRule(rule.key, { program_id: String(key) })}
            />
            <Select
              label={`ルール${i + 1}: 割引の種類`}
              items={[
                { id: 'fixed', label: '金額（円引き）' },
                { id: 'percent', label: '割合（%引き）' },
              ]}
              selectedKey={rule.discount_type}
              onSelectionChange={(key) =>
                key && setRule(rule.key, { discount_type: key as 'fixed' | 'percent' })
              }
            />
            <TextField
              label={`ルール${i + 1}: ${rule.discount_type === 'fixed' ? '割引額（円）' : '割引率（%）'}`}
              inputMode="numeric"
              value={rule.value}
              onChange={(value) => setRule(rule.key, { value })}
              errorMessage={fieldError(fields, `rules.${i}.value`)}
            />
            {rules.length > 1 ? (
              <span>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => setRules((now) => now.filter((r) => r.key !== rule.key))}
                >
                  ルール{i + 1}を削除
                </Button>
              </span>
            ) : null}
          </Stack>
        </fieldset>
      ))}
      <span>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" />}
          onPress={() => setRules((now) => [...now, draftOf()])}
        >
          ルールを追加
        </Button>
      </span>
    </FormSection>
  );
}

/** /discount-groups/new */
export const DiscountGroupNewPage = () => <DiscountGroupForm />;

/** /discount-groups/{id}/edit */
export function DiscountGroupEditPage() {
  const group = useDiscountGroup(Number(useParams().id));
  return (
    <RecordQuery query={group} title={`${text.noun}編集`} parent={LIST} noun={text.noun}>
      {(loaded) => <DiscountGroupForm group={loaded} />}
    </RecordQuery>
  );
}
