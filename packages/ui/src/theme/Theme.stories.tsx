import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled, { useTheme } from 'styled-components';
import { themeMatrix } from '../testing/storyParameters.ts';
import { glassSurface, tabularNumbers } from './mixins.ts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
`;
const Swatch = styled.div<{ $fill: string; $ink: string }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $fill }) => $fill};
  color: ${({ $ink }) => $ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
`;
const Chip = styled.span<{ $fill: string }>`
  display: block;
  height: 12px;
  margin-bottom: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $fill }) => $fill};
`;
const Glass = styled.section`
  ${glassSurface()}
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; ${tabularNumbers} }
`;

function Tokens() {
  const theme = useTheme();
  const status = Object.entries(theme.color.status);
  return (
    <div>
      <Grid>
        <Swatch $fill={theme.color.accent.solid} $ink={theme.color.accent.onSolid}>
          アクセント
        </Swatch>
        {status.map(([name, colors]) => (
          <Swatch key={name} $fill={colors.solid} $ink={colors.onSolid}>
            {name}
          </Swatch>
        ))}
        {theme.viz.map((fill, index) => (
          <Swatch key={fill} $fill={theme.color.surface.base} $ink={theme.color.text.primary}>
            <Chip $fill={fill} aria-hidden="true" />
            グラフ {index + 1}
          </Swatch>
        ))}
      </Grid>
      <Glass aria-label="ガラスのパネル">
        <h2>本日の入退室</h2>
        <p>1,234 名 ・ 前週比 +12.5%</p>
      </Glass>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'ガラスのパネル' })).toBeVisible();
  },
};

/** Light/dark × glass on/off side by side: the visual baseline of the theme itself. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
