import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { CELEBRATION_PIECES, Celebration, useThresholdCrossing } from './Celebration.tsx';

/** Today's check-ins going up by one per press; the confetti fires when they reach 100. */
function CheckinCounter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const crossed = useThresholdCrossing(count, 100);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <p>本日の入退室: {count}件</p>
      <Button onPress={() => setCount((n) => n + 1)}>入館を記録</Button>
      <Celebration active={crossed} message="本日の入退室が100件に達しました！" />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Celebration',
  component: CheckinCounter,
  args: { start: 98 },
} satisfies Meta<typeof CheckinCounter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CrossingOneHundred: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: '入館を記録' }));
    await expect(status).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: '入館を記録' }));
    await waitFor(() => expect(status).toHaveTextContent('本日の入退室が100件に達しました！'));
    // The test browser asks for reduced motion: the message is said, no confetti falls.
    await expect(canvas.queryByTestId('celebration')).toBeNull();
    await expect(CELEBRATION_PIECES).toBe(500);
  },
};

export const OpenedAboveOneHundred: Story = {
  args: { start: 120 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '入館を記録' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
