import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkedText } from './LinkedText.tsx';

const meta = {
  title: 'Display/LinkedText',
  component: LinkedText,
  args: {
    text: '12月29日から休館です。\n詳細は https://kayoi.example.jp/news/12 をご覧ください。\n問い合わせ: mailto:desk@kayoi.example.jp',
  },
} satisfies Meta<typeof LinkedText>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Line breaks kept; http(s) and mailto become links, the sentence's 。 stays outside. */
export const Links: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://kayoi.example.jp/news/12' });
    await expect(link).toHaveAttribute('href', 'https://kayoi.example.jp/news/12');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('link', { name: 'mailto:desk@kayoi.example.jp' })).toBeVisible();
  },
};

/** Hostile text stays text: no element, no script, no javascript: link, no direction override. */
export const HostileText: Story = {
  args: {
    text: '<script>alert(1)</script><img src=x onerror=alert(2)> javascript:alert(3) data:text/html,x \u202Eevil\u202C <b>太字</b>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('script, img, b')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('\u202E');
  },
};
