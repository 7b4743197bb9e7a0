import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { themeMatrix } from '../testing/storyParameters.ts';
import { FieldSpan, FormActions, FormSection } from './FormSection.tsx';

function CustomerForm({ onSubmit, short = false }: { onSubmit: () => void; short?: boolean }) {
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormSection title="基本情報" description="会員証と名簿に載る情報です。">
        <TextField label="姓" isRequired defaultValue="山田" />
        <TextField label="名" isRequired defaultValue="花子" />
        <TextField label="姓（カナ）" isRequired errorMessage="姓（カナ）は全角カタカナで入力してください" />
        <TextField label="名（カナ）" isRequired defaultValue="ハナコ" />
        <RadioGroup
          label="性別"
          options={[
            { value: 'male', label: '男性' },
            { value: 'female', label: '女性' },
            { value: 'other', label: 'その他' },
          ]}
          defaultValue="female"
        />
      </FormSection>
      {short ? null : (
        <FormSection title="備考" columns={1}>
          <FieldSpan span="full">
            <TextArea label="メモ" rows={3} />
          </FieldSpan>
        </FormSection>
      )}
      <FormActions note="* 必須の項目は入力してください">
        <Button variant="ghost">キャンセル</Button>
        <Button type="submit">保存</Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'Layout/FormSection',
  component: FormSection,
  args: { title: '基本情報', children: null },
} satisfies Meta<typeof FormSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const RequiredFieldsAreMarked: Story = {
  render: () => <CustomerForm onSubmit={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '基本情報' })).toBeVisible();
    // The 必須 mark is drawn, yet the field's name stays the label alone.
    const family = canvas.getByRole('textbox', { name: '姓' });
    await expect(family).toBeRequired();
    const label = family.closest('[data-required]')?.querySelector('[data-field-label]') as HTMLElement;
    await expect(getComputedStyle(label, '::after').content).toContain('必須');
  },
};

const submitted = fn();

export const EnterSends: Story = {
  beforeEach: () => {
    submitted.mockClear();
  },
  render: () => <CustomerForm onSubmit={submitted} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: '名' }));
    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};

export const Look: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  // Short enough that all four themes fit the 800 px window of the screenshot.
  render: () => <CustomerForm onSubmit={() => {}} short />,
};
