import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, noUnreadNotices, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// 進級 at 390 px, signed in as the spec's example family (a child at 14級 with one skill of two checked, a failed
// and a passed test with the coach's comments, the next test on 11/29).

const meta = {
  title: 'Portal/Progress',
  component: PortalScreen,
  args: { path: '/progress' },
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: [noUnreadNotices, ...handlers] } },
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Progress: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const checklist = await canvas.findByRole('list', { name: '佐藤 陽向のチェック項目' }, LOAD);
    const [first, second] = within(checklist).getAllByRole('listitem') as HTMLElement[];
    await expect(first).toHaveTextContent('けのび 5m合格');
    await expect(second).toHaveTextContent('バタ足 10mまだ');
    await expect(canvas.getByLabelText('現在の級 14級')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '合格した項目' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    const results = canvas.getByRole('list', { name: '佐藤 陽向のテスト結果' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(results).getByText('けのびがきれいになりました。バタ足はひざを伸ばして。'),
    ).toBeVisible();
    await expect(within(results).getByText('14級 合格')).toBeVisible();
    await expect(canvas.getByText('次回テスト：11月29日（日） 11月進級テスト')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '14級の認定証（PDF）をダウンロード' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '進級' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The 認定証 link downloads the PDF the server makes, named by its number. */
export const DownloadsCertificate: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: '14級の認定証（PDF）をダウンロード' }, LOAD);
    const files: { name: string; type: string }[] = [];
    const createObjectURL = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    let lastBlob: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:story';
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && lastBlob) files.push({ name: this.download, type: lastBlob.type });
    };
    try {
      await userEvent.click(button);
      await waitFor(() => expect(files).toHaveLength(1));
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(files[0]).toEqual({ name: 'certificate-2026-000003.pdf', type: 'application/pdf' });
  },
};

/** The download failed: the server's words under the link. */
export const CertificateFails: Story = {
  parameters: {
    msw: { handlers: [errorHandler('getFamilyCertificate', 404), noUnreadNotices, ...handlers] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '14級の認定証（PDF）をダウンロード' }, LOAD),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** A member without a grade or any test yet. */
export const NothingYet: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('getFamilyProgress', {
          members: [
            {
              member: { id: 102, name: '佐藤 結菜' },
              school: null,
              grade: null,
              next_grade: null,
              skills: [],
              results: [],
              next_test: null,
            },
          ],
        }),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('級はまだありません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('まだテストの結果はありません')).toBeVisible();
    await expect(canvas.getByText('次回テスト：日程が決まりしだいお知らせします')).toBeVisible();
  },
};

/** 進級 could not load: the message and a way to try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: [errorHandler('getFamilyProgress', 500), noUnreadNotices, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('読み込みに失敗しました', {}, LOAD)).toBeVisible();
  },
};
