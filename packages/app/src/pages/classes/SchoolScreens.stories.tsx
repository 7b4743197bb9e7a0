import {
  answerHandler,
  DEMO_TOKENS,
  delayedHandler,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD } from '../../stories/helpers.ts';
import { enterSchool } from '../masters/masterStoryData.ts';
import { WEEK } from './classStoryData.ts';

// /schools: スイミング's week, Sunday first, each class with its coach, lane and enrolment against capacity.

const meta = {
  title: 'Screens/Classes/School timetable',
  component: AppScreen,
  args: { path: '/schools' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: { handlers: [answerHandler('listClasses', WEEK), ...handlers] },
  },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    await enterSchool();
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Week: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const sunday = await canvas.findByRole('region', { name: '日曜日' }, LOAD);
    await expect(sunday).toHaveTextContent('日曜 親子');
    await expect(canvas.getByRole('region', { name: '月曜日' })).toHaveTextContent('在籍 12/12名');
    await expect(canvas.getByRole('region', { name: '月曜日' })).toHaveTextContent('キャンセル待ち2名');
    await expect(canvas.getByRole('region', { name: '木曜日' })).toHaveTextContent('クラスなし');
  },
};

export const OpensTheClass: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('listClasses', WEEK),
        answerHandler('getClass', WEEK[2]),
        errorHandler('listLessons', 500),
        errorHandler('listClassEnrollments', 500),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '小学生 月曜16:00' }, LOAD));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '小学生 月曜16:00' }, LOAD),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [delayedHandler('listClasses'), ...handlers] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'スクール' }, LOAD);
    await expect(canvas.queryByRole('region', { name: '日曜日' })).toBeNull();
  },
};

export const NoClasses: Story = {
  tags: ['visual'],
  parameters: { msw: { handlers: [answerHandler('listClasses', []), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('このスクールのクラスはまだありません', {}, LOAD)).toBeVisible();
  },
};

export const NoSchool: Story = {
  beforeEach: () => {
    resetFixtureStore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('スクールがありません', {}, LOAD)).toBeVisible();
  },
};

export const NotRead: Story = {
  parameters: { msw: { handlers: [errorHandler('listClasses', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};
