import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CardPinField, type CardPinFieldProps } from './CardPinField.tsx';

/** The field with its value held, as a form holds it. */
function Controlled(
  props: Omit<CardPinFieldProps, 'value' | 'onChange'> & { onChange?: (pin: string) => void },
) {
  const [pin, setPin] = useState('');
  return (
    <div style={{ maxWidth: 320 }}>
      <CardPinField
        {...props}
        value={pin}
        onChange={(next) => {
          setPin(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Controls/CardPinField',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('カード暗証番号');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input, '12a3-4');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
    await expect(input).toHaveValue('1234');
    await expect(input).toHaveAccessibleDescription('4〜6桁の数字');
  },
};

export const FullWidthDigitsAndSixAtMost: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('カード暗証番号');
    await userEvent.click(input);
    await userEvent.paste('１２３４５６７');
    await expect(input).toHaveValue('123456');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'カード暗証番号が正しくありません', autoFocus: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('カード暗証番号');
    // autoFocus is react-aria's effect after the first commit.
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/カード暗証番号が正しくありません/);
  },
};
