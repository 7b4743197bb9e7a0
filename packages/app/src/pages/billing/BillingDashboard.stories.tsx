import {
  answerHandler,
  DEMO_TOKENS,
  delayedHandler,
  errorHandler,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { atStaffScreen, staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, sidewaysOverflow, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, mockWith, screen } from '../../stories/helpers.ts';
import { staffForbidden } from './billingStories.ts';
import { DASHBOARD } from './billingStoryData.ts';

// The billing dashboard of November 2026: 94.9% collected, 伊藤 さくら three months behind with a failed debit.

const meta = {
  title: 'Screens/Billing/Dashboard',
  component: AppScreen,
  args: { path: '/billing/dashboard' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    ...mockWith(answerHandler('getBillingDashboard', DASHBOARD)),
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Month: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('￥1,498,300', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('94.9%')).toBeVisible();
    const aging = canvas.getByRole('table', { name: '未収の経過月数' });
    const rows = within(aging).getAllByRole('row');
    // Every age is shown, an empty one as 0.
    await expect(rows[3]).toHaveTextContent('2か月0件￥0');
    await expect(rows[4]).toHaveTextContent('3か月以上1件￥8,800');
    const follow = canvas.getByRole('table', { name: 'フォローが必要な会員' });
    await expect(within(follow).getAllByRole('row')[1]).toHaveTextContent('振替不能あり');
    await expect(within(follow).getByRole('link', { name: '伊藤 さくら' })).toHaveAttribute(
      'href',
      '/customers/7',
    );
  },
};

/** The month on the owner's phone (issue 28): the figures and tables one under another, the tables in their frames. */
export const MonthAt390: Story = {
  tags: ['visual'],
  ...atStaffScreen('phone390'),
  args: { window: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('￥1,498,300', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'フォローが必要な会員' })).toBeInTheDocument();
    await expect(sidewaysOverflow()).toBe(0);
  },
};

export const NothingOutstanding: Story = {
  parameters: mockWith(
    answerHandler('getBillingDashboard', {
      ...DASHBOARD,
      outstanding: 0,
      collected: DASHBOARD.billed,
      collection_rate: 100,
      aging: [],
      follow_up: [],
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('未収の会員はいません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const ChooseMonth: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('￥1,498,300', {}, LOAD);
    const month = canvas.getByRole('button', { name: /対象月/ });
    month.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen().findByRole('option', { name: '2026年10月' }));
    await expect(canvas.getByRole('button', { name: /対象月/ })).toHaveTextContent('2026年10月');
  },
};

export const Loading: Story = {
  parameters: mockWith(delayedHandler('getBillingDashboard')),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '請求ダッシュボード' }, LOAD),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: mockWith(errorHandler('getBillingDashboard', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

export const StaffForbidden: Story = staffForbidden;
