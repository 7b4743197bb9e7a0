import type { components } from '@kayoi/api-client';
import { currentFixtureStore, DEMO_TOKENS, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { choose, LOAD, rowsOf, screen } from '../../stories/helpers.ts';

// The member import against answers shaped as the real server gives them (the mock server reads no files: a
// preview here is this story's recording of a Shift_JIS file whose 3rd column the headers could not place).

type Result = components['schemas']['CustomerImportResult'];
type Run = components['schemas']['CustomerImportRun'];

const NOW = new Date('2026-11-21T10:00:00+09:00');
const AT = '2026-11-21T10:00:00+09:00';

/** The 3rd column (誕生日) is left unmapped until the user picks 生年月日; then line 3's date is refused. */
function resultFor(mapping: Record<string, string | null>, dryRun: boolean): Result {
  const birthMapped = mapping['2'] === 'birth_date';
  return {
    id: dryRun ? null : 7,
    dry_run: dryRun,
    file_name: '会員一覧.csv',
    format: 'csv',
    encoding: 'shift_jis',
    header_line: 1,
    columns: [
      { index: 0, header: '会員番号', field: 'member_number', suggested: 'member_number' },
      { index: 1, header: '氏名', field: 'full_name', suggested: 'full_name' },
      { index: 2, header: '誕生日（和暦）', field: birthMapped ? 'birth_date' : null, suggested: null },
    ],
    summary: {
      rows: 3,
      created: birthMapped ? 1 : 2,
      updated: 1,
      unchanged: 0,
      refused: birthMapped ? 1 : 0,
      skipped: 0,
    },
    rows: [
      { line: 2, outcome: 'created', member_number: '200001', name: '青木 陽菜', errors: {}, follow_ups: [] },
      {
        line: 3,
        outcome: birthMapped ? 'refused' : 'created',
        member_number: '200002',
        name: '石井 蓮',
        errors: birthMapped
          ? { birth_date: ['生年月日を正しく入力してください（例: 2015/4/1、平成27年4月1日）'] }
          : {},
        follow_ups: [],
      },
      { line: 4, outcome: 'updated', member_number: '100001', name: '山田 花子', errors: {}, follow_ups: [] },
    ],
    rows_truncated: false,
    elapsed_ms: 40,
  };
}

const runs: Run[] = [];
const sent = fn();
/** The import under way in the Progress story: its progress_key, and what lets its answer go. */
const held: { hold: boolean; key: string | null; release: (() => void) | null } = {
  hold: false,
  key: null,
  release: null,
};

const importHandlers = [
  http.post('/api/customers/import', async ({ request }) => {
    const form = await request.formData();
    const mapping = JSON.parse(String(form.get('mapping') ?? '{}')) as Record<string, string | null>;
    const dryRun = form.get('dry_run') === '1';
    sent({ dryRun, mapping });
    const result = resultFor(mapping, dryRun);
    if (!dryRun && held.hold && form.get('progress_key')) {
      // The Progress story answers when it says so, as a long import would.
      held.key = String(form.get('progress_key'));
      await new Promise<void>((resolve) => {
        held.release = resolve;
      });
    }
    if (!dryRun) {
      runs.unshift({
        id: 7,
        file_name: result.file_name,
        format: 'csv',
        encoding: 'shift_jis',
        status: 'completed',
        done: result.summary.created + result.summary.updated + result.summary.unchanged,
        total: result.summary.created + result.summary.updated + result.summary.unchanged,
        summary: result.summary,
        imported_by: { id: 2, name: '佐藤 美咲' },
        started_at: AT,
        finished_at: AT,
      });
    }
    return HttpResponse.json({ success: true, data: result, message: '', timestamp: AT });
  }),
  http.get('/api/customer-imports', () =>
    HttpResponse.json({
      success: true,
      data: runs,
      meta: { current_page: 1, per_page: 20, total: runs.length, last_page: 1 },
      timestamp: AT,
    }),
  ),
  http.get(
    '/api/customer-imports/:id/report',
    () =>
      new HttpResponse('行,結果,会員番号,氏名,理由\r\n2,新規登録,200001,青木 陽菜,\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
  ),
];

const meta = {
  title: 'Screens/Customers/Import',
  component: AppScreen,
  args: { path: '/customers/import' },
  parameters: { layout: 'fullscreen', msw: { handlers: [...importHandlers, ...handlers] } },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.manager);
    localStorage.removeItem('sidebar_mode');
    runs.length = 0;
    sent.mockClear();
    held.hold = false;
    held.key = null;
    held.release = null;
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const csvFile = () => new File(['会員番号,氏名,誕生日（和暦）\r\n'], '会員一覧.csv', { type: 'text/csv' });

async function chooseFile() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, csvFile());
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '会員データの移行' }, LOAD);
    await expect(canvas.getByRole('button', { name: 'ファイルを選択' })).toBeVisible();
    await expect(await canvas.findByText('まだ取り込んだことはありません', {}, LOAD)).toBeVisible();
  },
};

/** The preview as a manager first sees it: counts, the columns' fields, each line's outcome. */
export const Preview: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '会員データの移行' }, LOAD);
    await chooseFile();
    await expect(await canvas.findByText(/CSV（Shift_JIS）/, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(rowsOf(canvas.getByRole('grid', { name: '各行の結果' }))).toHaveLength(3));
  },
};

/** Preview, fix a column's field (the preview runs again with it), import, download the report. */
export const PreviewMapImportDownload: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '会員データの移行' }, LOAD);
    await chooseFile();
    await expect(await canvas.findByText(/CSV（Shift_JIS）/, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(sent).toHaveBeenLastCalledWith({ dryRun: true, mapping: {} }));
    const lines = canvas.getByRole('grid', { name: '各行の結果' });
    await expect(rowsOf(lines)).toHaveLength(3);

    await choose(canvas, /3列目「誕生日（和暦）」/, '生年月日');
    await waitFor(
      () => expect(sent).toHaveBeenLastCalledWith({ dryRun: true, mapping: { 2: 'birth_date' } }),
      LOAD,
    );
    await waitFor(() =>
      expect(canvas.getByRole('grid', { name: '各行の結果' })).toHaveTextContent(
        '生年月日を正しく入力してください',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'エラーの行だけ表示' }));
    await expect(rowsOf(canvas.getByRole('grid', { name: '各行の結果' }))).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: '2件を取り込む' }));
    // The toast and the result's heading say the same.
    await waitFor(
      () => expect(screen().getAllByText('取り込みました（新規 1件・更新 1件・エラー 1件）')).toHaveLength(2),
      LOAD,
    );
    await waitFor(() =>
      expect(sent).toHaveBeenLastCalledWith({ dryRun: false, mapping: { 2: 'birth_date' } }),
    );
    const past = await canvas.findByRole('grid', { name: 'これまでの取り込み' });
    await waitFor(() => expect(past).toHaveTextContent('佐藤 美咲'), LOAD);
    const click = fn();
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      click(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: '結果をCSVでダウンロード' }));
      await waitFor(() => expect(click).toHaveBeenCalledWith('import-7-会員一覧.csv'));
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    await expect(within(past).getAllByRole('row')).toHaveLength(2);
  },
};

const GUARDIAN_MISSING = '保護者未登録: 未成年のため、顧客情報で保護者を登録してください';

/** An old system's file without a guardian column: the children are taken, and listed as 保護者未登録. */
export const GuardianFollowUps: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/customers/import', () =>
          HttpResponse.json({
            success: true,
            message: '',
            timestamp: AT,
            data: {
              ...resultFor({}, true),
              summary: { rows: 3, created: 3, updated: 0, unchanged: 0, refused: 0, skipped: 0 },
              rows: [
                {
                  line: 2,
                  outcome: 'created',
                  member_number: '1001',
                  name: '世田谷 太郎',
                  errors: {},
                  follow_ups: [],
                },
                {
                  line: 3,
                  outcome: 'created',
                  member_number: '1002',
                  name: '世田谷 花子',
                  errors: {},
                  follow_ups: [GUARDIAN_MISSING],
                },
                {
                  line: 4,
                  outcome: 'created',
                  member_number: '1003',
                  name: '三軒茶屋 一郎',
                  errors: {},
                  follow_ups: [GUARDIAN_MISSING],
                },
              ],
            } satisfies Result,
          }),
        ),
        ...importHandlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '会員データの移行' }, LOAD);
    await chooseFile();
    await expect(await canvas.findByText('保護者未登録 2件（取り込み後に対応）', {}, LOAD)).toBeVisible();
    const list = canvas.getByRole('list', { name: '保護者未登録の会員' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3行目 1002 世田谷 花子', '4行目 1003 三軒茶屋 一郎']);
    // No 保護者 column was mapped: the screen says how to bring one in.
    await expect(canvas.getByText(/列の割り当てで「保護者氏名」「保護者電話番号」を選ぶ/)).toBeVisible();
    await expect(canvas.getByRole('grid', { name: '各行の結果' })).toHaveTextContent(GUARDIAN_MISSING);
    await expect(canvas.getByRole('button', { name: '3件を取り込む' })).toBeEnabled();
  },
};

/** The server's batches as they commit: the moving stripe until the first, then 「n / m 件」 written. */
export const ImportProgress: Story = {
  beforeEach: () => {
    // This story's import is held until its play lets it go; the other stories' answer at once.
    held.hold = true;
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '会員データの移行' }, LOAD);
    await chooseFile();
    await userEvent.click(await canvas.findByRole('button', { name: '3件を取り込む' }, LOAD));
    const bar = await canvas.findByRole('progressbar', { name: '取り込み中' }, LOAD);
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await waitFor(() => expect(held.key).toMatch(/^[0-9a-f-]{36}$/), LOAD);
    const store = currentFixtureStore();
    const storeId = store.sessions.get(DEMO_TOKENS.manager)?.store_id ?? 1;
    const announce = (done: number, key = held.key as string) =>
      store.events.publish({
        type: 'customer.import.progress',
        store_id: storeId,
        at: AT,
        payload: { progress_key: key, done, total: 1_200 },
      });
    // Another screen's import (another key) does not move this bar.
    announce(500, '00000000-0000-4000-8000-000000000000');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    announce(500);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '500 / 1,200 件'), LOAD);
    await expect(canvas.getByText('500 / 1,200 件')).toBeVisible();
    announce(1_000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1000'), LOAD);
    await expect(canvas.getByText('1,000 / 1,200 件')).toBeVisible();
    held.release?.();
    await waitFor(
      () => expect(screen().getAllByText('取り込みました（新規 2件・更新 1件・エラー 0件）')).toHaveLength(2),
      LOAD,
    );
    await expect(canvas.queryByRole('progressbar', { name: '取り込み中' })).toBeNull();
  },
};

/** An import whose server stopped midway (issue 26): 中断 with the lines that arrived and how to finish it, no report. */
export const InterruptedRun: Story = {
  tags: ['visual'],
  beforeEach: () => {
    const run = (id: number, status: Run['status'], done: number): Run => ({
      id,
      file_name: '会員一覧.csv',
      format: 'csv',
      encoding: 'shift_jis',
      status,
      done,
      total: 20_000,
      summary: { rows: 20_000, created: done, updated: 0, unchanged: 0, refused: 0, skipped: 0 },
      imported_by: { id: 2, name: '佐藤 美咲' },
      started_at: AT,
      finished_at: null,
    });
    runs.push(run(9, 'interrupted', 12_500), run(8, 'resumed', 3_000));
  },
  play: async ({ canvas }) => {
    const past = await canvas.findByRole('grid', { name: 'これまでの取り込み' }, LOAD);
    await waitFor(() => expect(rowsOf(past)).toHaveLength(2), LOAD);
    const [interrupted, resumed] = rowsOf(past) as HTMLElement[];
    await expect(interrupted).toHaveTextContent('中断12,500 / 20,000 件');
    await expect(
      canvas.getByText(
        '「中断」の取り込みは、表示の件数まで取り込まれています。同じファイルをもう一度取り込むと、残りの行を取り込みます（取り込み済みの行は重複しません）。',
      ),
    ).toBeVisible();
    await expect(within(interrupted as HTMLElement).queryByRole('button')).toBeNull();
    await expect(resumed).toHaveTextContent('中断・再開済み3,000 / 20,000 件');
  },
};

const junior = { id: 3, name: 'ジュニアコース' };
const juniorA = { id: 12, name: 'ジュニアA（火 16:00–17:00）' };

/** A file carrying each member's course (issue 29): the program, class and grade as matched, or the reason. */
const courseResult: Result = {
  ...resultFor({}, true),
  file_name: '会員とクラス.csv',
  encoding: 'utf-8',
  columns: [
    { index: 0, header: '会員番号', field: 'member_number', suggested: 'member_number' },
    { index: 1, header: '氏名', field: 'full_name', suggested: 'full_name' },
    { index: 2, header: '入会日', field: 'joined_on', suggested: 'joined_on' },
    { index: 3, header: 'コース名', field: 'program', suggested: 'program' },
    { index: 4, header: 'クラス', field: 'class', suggested: 'class' },
    { index: 5, header: '級', field: 'grade', suggested: 'grade' },
  ],
  summary: { rows: 4, created: 2, updated: 0, unchanged: 0, refused: 2, skipped: 0 },
  rows: [
    {
      line: 2,
      outcome: 'created',
      member_number: '1001',
      name: '山田 花子',
      errors: {},
      course: { program: junior, class: juniorA, grade: { id: 37, name: '15級' }, starts_on: '2023-04-01' },
      follow_ups: [],
    },
    {
      line: 3,
      outcome: 'created',
      member_number: '1002',
      name: '佐藤 蓮',
      errors: {},
      course: {
        program: { id: 2, name: '小学生コース' },
        class: null,
        grade: { id: 38, name: '14級' },
        starts_on: '2024-04-01',
      },
      follow_ups: [],
    },
    {
      line: 4,
      outcome: 'refused',
      member_number: '1003',
      name: '鈴木 陽',
      errors: { class_id: ['クラス「ジュニアA（火 16:00–17:00）」は満席です（定員12名）'] },
      course: { program: junior, class: juniorA, grade: null, starts_on: '2023-06-01' },
      follow_ups: [],
    },
    {
      line: 5,
      outcome: 'refused',
      member_number: '1004',
      name: '高橋 葵',
      errors: { program_id: ['プログラム「選手育成」が見つかりません'] },
      course: { program: null, class: null, grade: null, starts_on: '2026-11-21' },
      follow_ups: [],
    },
  ],
};

/** The preview of a file with プログラム, クラス and 級: each line's course, and the lines refused with their reason. */
export const PreviewWithCourse: Story = {
  tags: ['visual'],
  args: { window: true },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/customers/import', () =>
          HttpResponse.json({ success: true, message: '', timestamp: AT, data: courseResult }),
        ),
        ...importHandlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '会員データの移行' }, LOAD);
    await chooseFile();
    const grid = await canvas.findByRole('grid', { name: '各行の結果' }, LOAD);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(4));
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      '行',
      '結果',
      '会員番号',
      '氏名',
      'プログラム',
      'クラス（開始日）',
      '級',
      '理由・要対応',
    ]);
    const [hanako, ren, hinata, aoi] = rowsOf(grid) as HTMLElement[];
    await expect(hanako).toHaveTextContent('ジュニアコースジュニアA（火 16:00–17:00） 2023/04/01〜15級');
    await expect(ren).toHaveTextContent('小学生コースクラスなし（2024/04/01〜）14級');
    await expect(hinata).toHaveTextContent('満席です（定員12名）');
    await expect(aoi).toHaveTextContent('プログラム「選手育成」が見つかりません');
    // The mapping offers the course's fields like the others.
    await expect(canvas.getByRole('button', { name: /5列目「クラス」/ })).toHaveTextContent(
      'クラス（名前、または曜日と開始時刻）（推奨）',
    );
    await expect(canvas.getByRole('button', { name: '2件を取り込む' })).toBeEnabled();
  },
};

/** 見本のCSV: a file with every column the import reads, saved from the screen before any file is chosen. */
export const SampleFile: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: '見本のCSVをダウンロード' }, LOAD);
    const saved = fn();
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      saved(this.download);
    };
    try {
      await userEvent.click(button);
      await waitFor(() => expect(saved).toHaveBeenCalledWith('会員データ見本.csv'));
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  },
};

/** Staff cannot open it (the route is for admins and managers); their customer list has no link to it. */
export const NotForStaff: Story = {
  args: { path: '/customers' },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: '顧客一覧' }, LOAD);
    await expect(canvas.queryByRole('button', { name: '会員データの移行' })).toBeNull();
  },
};
