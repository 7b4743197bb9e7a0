import { answerHandler, DEMO_TOKENS, errorHandler, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, mockWith, rowsOf, screen } from '../../stories/helpers.ts';
import { staffForbidden } from './billingStories.ts';
import { PAGE_META } from './billingStoryData.ts';
import {
  EXPORTS,
  NO_RESULTS,
  NOVEMBER,
  OUTCOME,
  PRECHECK,
  PROFILES,
  RESULTS,
  ZENGIN_CYCLES,
} from './zenginStoryData.ts';

// 口座振替 (issue 16) as 佐藤 美咲 (manager) runs November 2026: the request file's pre-check (two invoices that
// cannot go in, each with a link to fix it), its two versions, the collection profiles (三井住友銀行 and JACCS),
// and the bank's result file with one 資金不足 and one record that matches nothing.

const zenginData = [
  answerHandler('listBillingCycles', ZENGIN_CYCLES),
  answerHandler('getBillingCycle', NOVEMBER),
  answerHandler('listCollectionProfiles', PROFILES),
  answerHandler('getZenginExportPrecheck', PRECHECK),
  answerHandler('listZenginExports', EXPORTS),
  answerHandler('listTransferResults', RESULTS),
  answerHandler('importTransferResults', OUTCOME),
];

const EXPORT = '/billing/zengin-export?cycle=11';
const RESULTS_PATH = '/billing/cycles/11/transfer-results';

const meta = {
  title: 'Screens/Billing/Zengin',
  component: AppScreen,
  args: { path: EXPORT },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens }, ...mockWith(...zenginData) },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const issuesOf = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('table', { name: 'データに入らない請求' }, LOAD);

/** The pre-check: what goes in, what cannot and why, each with the way to its account. */
export const Export: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '全銀データ出力' }, LOAD),
    ).toBeVisible();
    const issues = await issuesOf(canvas);
    const rows = rowsOf(issues);
    await expect(rows[0]).toHaveTextContent('口座が登録されていません');
    await expect(rows[1]).toHaveTextContent('口座名義に使えない文字があります（髙）');
    await expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: '佐々木 蓮の口座情報を直す' }),
    ).toHaveAttribute('href', '/customers/1540#bank-account');
    await expect(canvas.getByRole('region', { name: /出力前チェック/ })).toHaveTextContent(
      /164件\s￥1,356,200/,
    );
    await expect(canvas.getByRole('button', { name: '振替データを出力' })).toBeEnabled();
    await canvas.findByRole('table', { name: '出力履歴' }, LOAD);
  },
};

/** Who exported which version, when, with what count, total and hash; an old version downloads again. */
export const History: Story = {
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('table', { name: '出力履歴' }, LOAD);
    const rows = rowsOf(history);
    await expect(rows[0]).toHaveTextContent('v2');
    await expect(rows[0]).toHaveTextContent('最新');
    await expect(rows[0]).toHaveTextContent('佐藤 美咲');
    await expect(rows[1]).toHaveTextContent('￥1,347,400');
    await expect(rows[1]).toHaveTextContent('SHA-256 3b7e0a553b7e0a55');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'v1を再ダウンロード' }));
    await expect(await screen().findByText('振替データを出力しました', {}, LOAD)).toBeVisible();
  },
};

export const Download: Story = {
  play: async ({ canvas }) => {
    await issuesOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '振替データを出力' }));
    await expect(await screen().findByText('振替データを出力しました', {}, LOAD)).toBeVisible();
  },
};

/** The server says why not (no profile yet): the button waits, the reason is said. */
export const NotExportable: Story = {
  parameters: mockWith(
    answerHandler('getZenginExportPrecheck', {
      ...PRECHECK,
      profile_id: null,
      profile_name: null,
      exportable: false,
      blocking_message: '委託者設定がありません。先に収納代行・委託者の設定を登録してください',
      included_count: 0,
      included_total: 0,
      issues: [],
    }),
    answerHandler('listCollectionProfiles', []),
    ...zenginData,
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '委託者設定がありません。先に収納代行・委託者の設定を登録してください',
        {},
        LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '振替データを出力' })).toBeDisabled();
    await expect(canvas.getByText('まだ委託者設定がありません')).toBeVisible();
  },
};

export const PrecheckFailed: Story = {
  parameters: mockWith(errorHandler('getZenginExportPrecheck', 500), ...zenginData),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

export const StaffForbidden: Story = staffForbidden;

/** A collection agent's profile: codes, the collection account, the file's rules. */
export const ProfileForm: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    // The page behind the dialog, loaded first (it shows through the backdrop).
    await issuesOf(canvas);
    await canvas.findByRole('table', { name: '出力履歴' }, LOAD);
    const profiles = await canvas.findByRole('table', { name: '収納代行・委託者の設定' }, LOAD);
    await expect(rowsOf(profiles)[0]).toHaveTextContent('既定');
    await expect(rowsOf(profiles)[1]).toHaveTextContent('122バイト（CR LF 付き）');
    await userEvent.click(canvas.getByRole('button', { name: 'JACCS 収納代行を編集' }));
    const dialog = await screen().findByRole('dialog', { name: '委託者設定の編集' }, LOAD);
    await expect(within(dialog).getByRole('textbox', { name: /委託者コード/ })).toHaveValue('9876543210');
    await expect(within(dialog).getByText('銀行へ送る委託者名：')).toHaveTextContent('ｶﾖｲｽｲﾐﾝｸﾞｽｸ-ﾙ');
  },
};

/** A name with kanji is refused before sending, in the words the server would use. */
export const ProfileRefusesKanji: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '委託者設定を追加' }, LOAD));
    const dialog = await screen().findByRole('dialog', { name: '委託者設定を追加' }, LOAD);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /委託者名/ }), 'かよい水泳');
    await expect(within(dialog).getByText(/委託者名に使えない文字があります（水、泳）/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    await expect(within(dialog).getByRole('textbox', { name: /委託者コード/ })).toHaveAccessibleDescription(
      /委託者コードは10桁の数字で入力してください/,
    );
  },
};

/** The cycle's page after the bank answered: the debits that failed and the imports so far. */
export const TransferResults: Story = {
  tags: ['visual'],
  args: { path: RESULTS_PATH, window: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '2026年11月の振替結果' }, LOAD),
    ).toBeVisible();
    const failed = await canvas.findByRole('table', { name: '振替不能の請求' }, LOAD);
    await expect(rowsOf(failed)[0]).toHaveTextContent('1 資金不足');
    const past = canvas.getByRole('table', { name: '過去の取込' });
    await expect(rowsOf(past)[0]).toHaveTextContent('RESULT_20261127.txt');
    await expect(canvas.getByRole('button', { name: '取り込む' })).toBeDisabled();
  },
};

/** The file chosen by keyboard, sent: the four counts, the 資金不足 and the record that matches nothing. */
export const UploadResult: Story = {
  args: { path: RESULTS_PATH },
  parameters: mockWith(answerHandler('listTransferResults', NO_RESULTS), ...zenginData),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('まだ取り込んだ結果ファイルはありません', {}, LOAD)).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['1910...'], 'RESULT_20261127.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('選択中：RESULT_20261127.txt')).toBeVisible();
    const send = canvas.getByRole('button', { name: '取り込む' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    const outcome = await canvas.findByRole('region', { name: '取込結果' }, LOAD);
    await expect(outcome).toHaveTextContent('振替済162件');
    await expect(outcome).toHaveTextContent('振替不能1件');
    await expect(outcome).toHaveTextContent('該当する請求なし1件');
    await expect(within(outcome).getByRole('table', { name: '振替不能の明細' })).toHaveTextContent(
      '資金不足',
    );
    await expect(within(outcome).getByRole('table', { name: '該当する請求なしの明細' })).toHaveTextContent(
      '00000000000000009999',
    );
    // The debited records, opened on demand.
    await userEvent.click(within(outcome).getByText('振替済の明細（1件）'));
    await expect(await within(outcome).findByRole('table', { name: '振替済の明細' }, LOAD)).toHaveTextContent(
      '山田 太郎',
    );
  },
};

/** The same file twice: nothing changes and the screen says so. */
export const UploadUnchanged: Story = {
  args: { path: RESULTS_PATH },
  parameters: mockWith(
    answerHandler('importTransferResults', {
      ...OUTCOME,
      import: {
        ...OUTCOME.import,
        status: 'unchanged',
        paid_count: 0,
        failed_count: 0,
        unchanged_count: 164,
      },
      paid: [],
      failed: [],
      unmatched: [],
    }),
    ...zenginData,
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: '過去の取込' }, LOAD);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['1910...'], 'RESULT_20261127.txt', { type: 'text/plain' }));
    await userEvent.click(canvas.getByRole('button', { name: '取り込む' }));
    const outcome = await canvas.findByRole('region', { name: '取込結果' }, LOAD);
    await expect(outcome).toHaveTextContent('このファイルは取込済みです。変更はありません。');
    await expect(outcome).toHaveTextContent('変更なし164件');
  },
};

/** Another cycle's file: refused with what did not match, nothing changed. */
export const UploadRefused: Story = {
  args: { path: RESULTS_PATH },
  parameters: mockWith(
    errorHandler(
      'importTransferResults',
      422,
      'VALIDATION_ERROR',
      '結果ファイルがこのサイクルの振替データと一致しません',
      {
        fieldErrors: {
          file: ['引落日が一致しません（ファイル 1228、サイクル 1127）', '委託者コードが一致しません'],
        },
      },
    ),
    ...zenginData,
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: '過去の取込' }, LOAD);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['1910...'], 'RESULT_20261228.txt', { type: 'text/plain' }));
    await userEvent.click(canvas.getByRole('button', { name: '取り込む' }));
    await waitFor(() => expect(canvas.getByText(/引落日が一致しません/)).toBeVisible(), LOAD);
    await expect(canvas.getByText('委託者コードが一致しません')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '取込結果' })).toBeNull();
  },
};

/** A confirmed cycle leads to its file and to the bank's answer. */
export const FromTheCycle: Story = {
  args: { path: '/billing/cycles/11' },
  parameters: mockWith(answerHandler('listBillingCycleInvoices', [], { meta: PAGE_META(0) }), ...zenginData),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '全銀データ出力' }, LOAD));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '全銀データ出力' }, LOAD),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /2026年11月/ }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '振替結果の取込へ' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '2026年11月の振替結果' }, LOAD),
    ).toBeVisible();
  },
};

export const FromTheCycleToResults: Story = {
  args: { path: '/billing/cycles/11' },
  parameters: mockWith(answerHandler('listBillingCycleInvoices', [], { meta: PAGE_META(0) }), ...zenginData),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '振替結果' }, LOAD));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '2026年11月の振替結果' }, LOAD),
    ).toBeVisible();
  },
};

/** Before the file is exported there is no answer to upload yet: the page says so. */
export const ResultsBeforeExport: Story = {
  args: { path: RESULTS_PATH },
  parameters: mockWith(
    answerHandler('getBillingCycle', { ...NOVEMBER, status: 'confirmed' }),
    answerHandler('listTransferResults', NO_RESULTS),
    ...zenginData,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/振替データはまだ出力されていません/, {}, LOAD)).toBeVisible();
  },
};
