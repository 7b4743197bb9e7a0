import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { glassSurface } from '../theme/mixins.ts';

// Floating surfaces (select lists, menus): one strong glass panel over the page.

export const FloatingPanel = styled(Popover)`
  ${glassSurface('strong')}
  min-width: var(--trigger-width, 180px);
  max-height: 360px;
  overflow: auto;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.z.popover};
  outline: none;
`;

export const OptionList = styled(ListBox)`
  outline: none;
`;

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.surface.selected};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;
