import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type MemberCandidate,
  MemberSearchField,
  type MemberSearchFieldProps,
} from './MemberSearchField.tsx';

const MEMBERS: MemberCandidate[] = [
  { id: 11, name: '山田 花子', nameKana: 'ヤマダ ハナコ', memberNumber: '100001' },
  { id: 12, name: '山田 蒼', nameKana: 'ヤマダ アオイ', memberNumber: '100039' },
  { id: 13, name: '山本 結衣', nameKana: 'ヤマモト ユイ', memberNumber: '100112', statusLabel: '休会' },
];

const found = (key: string) =>
  MEMBERS.filter((m) => m.name.includes(key) || m.nameKana.includes(key) || m.memberNumber.includes(key));

/** The field with its text kept here and the candidates filtered as a search would answer. */
function Searching(props: Omit<MemberSearchFieldProps, 'inputValue' | 'onInputChange' | 'candidates'>) {
  const [text, setText] = useState('');
  const key = text.trim();
  const candidates = key ? found(key) : null;
  return (
    <div style={{ maxWidth: 480 }}>
      <MemberSearchField {...props} inputValue={text} onInputChange={setText} candidates={candidates} />
    </div>
  );
}

const meta = {
  title: 'Front desk/MemberSearchField',
  component: Searching,
  args: {
    label: '会員を検索',
    placeholder: '会員番号・氏名・フリガナ',
    description: '候補から選ぶか、会員番号を入力して Enter で記録します',
    onPick: fn(),
    onSubmitText: fn(),
  },
} satisfies Meta<typeof Searching>;
export default meta;
type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

export const PickByName: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: '会員を検索' });
    await userEvent.type(field, '山田');
    const list = await screen().findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('option', { name: /山田 蒼/ }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await expect(args.onSubmitText).not.toHaveBeenCalled();
  },
};

export const PickWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'ヤマモト');
    await screen().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
    await expect(args.onSubmitText).not.toHaveBeenCalled();
  },
};

export const MemberNumberAndEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), ' 100039 {Enter}');
    await expect(args.onSubmitText).toHaveBeenCalledWith('100039');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

export const NobodyFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), '佐藤');
    await expect(await screen().findByText('該当する会員がいません')).toBeVisible();
  },
};

/** The search's answer, held back until the play function lets it arrive (a slow network, told apart from time). */
const lateAnswer: { arrive?: () => void } = {};

function AnsweredLater(props: Omit<MemberSearchFieldProps, 'inputValue' | 'onInputChange' | 'candidates'>) {
  const [text, setText] = useState('');
  const [answered, setAnswered] = useState<string | null>(null);
  lateAnswer.arrive = () => setAnswered(text.trim());
  const candidates = answered !== null && answered === text.trim() ? found(answered) : null;
  // Said after the field's own effects ran for the answer (a parent's effects follow its children's).
  const [told, setTold] = useState('');
  const count = candidates?.length ?? null;
  useEffect(() => setTold(count === null ? '' : `${count}件の答え`), [count]);
  return (
    <div style={{ maxWidth: 480 }}>
      <MemberSearchField {...props} inputValue={text} onInputChange={setText} candidates={candidates} />
      <p>{told}</p>
    </div>
  );
}

/**
 * The answer lands after the last keystroke, when the list was closed meanwhile (a scroll of the page closes it):
 * it opens again with the members, since the text alone no longer changes to open it.
 */
export const AnswerAfterTheLastKeystroke: Story = {
  render: (args) => <AnsweredLater {...args} />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: '会員を検索' });
    await userEvent.type(field, '山田');
    await expect(await screen().findByText('検索しています…')).toBeVisible();
    document.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    lateAnswer.arrive?.();
    const list = await screen().findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await expect(field).toHaveFocus();
  },
};

/** Escape closes the list for good: an answer arriving after it does not open it again; the next keystroke does. */
export const EscapeKeepsItClosed: Story = {
  render: (args) => <AnsweredLater {...args} />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: '会員を検索' });
    await userEvent.type(field, '山田');
    await screen().findByText('検索しています…');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    lateAnswer.arrive?.();
    await canvas.findByText('2件の答え');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, '{Backspace}田');
    lateAnswer.arrive?.();
    const list = await screen().findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
  },
};

export const WithError: Story = {
  args: {},
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <MemberSearchField
        {...args}
        inputValue="999999"
        onInputChange={() => undefined}
        candidates={[]}
        errorMessage="会員番号「999999」の会員が見つかりません"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: '会員を検索' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/会員番号「999999」の会員が見つかりません/),
    );
  },
};
