import type { ReactNode } from 'react';
import {
  Button,
  type Key,
  Menu,
  MenuItem,
  MenuTrigger,
  type PopoverProps,
  Separator,
} from 'react-aria-components';
import styled from 'styled-components';
import { FloatingPanel } from '../Popover/Popover.styles.ts';
import { focusRing } from '../theme/mixins.ts';

export interface MenuButtonItem {
  id: Key;
  label: string;
  icon?: ReactNode;
  tone?: 'danger';
  href?: string;
  onAction?: () => void;
  /** Draw a separator above this item. */
  separated?: boolean;
}

export interface MenuButtonProps {
  /** The trigger's text (and name) when no `trigger` is given. */
  label: string;
  /** What the trigger shows (an avatar and name, an icon); defaults to the label. */
  trigger?: ReactNode;
  items: MenuButtonItem[];
  onAction?: (id: Key) => void;
  placement?: PopoverProps['placement'];
}

const Trigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: ${({ theme }) => theme.space(1, 2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  cursor: pointer;
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
const List = styled(Menu)`
  outline: none;
  min-width: 200px;
`;
const Item = styled(MenuItem)<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.color.status.danger.text : theme.color.text.primary)};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  svg {
    width: 16px;
    height: 16px;
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`;
const Rule = styled(Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1, 0)};
  background: ${({ theme }) => theme.color.border.subtle};
`;

/** A button that opens a menu of actions or links (the user menu). */
export function MenuButton({ label, trigger, items, onAction, placement = 'bottom end' }: MenuButtonProps) {
  return (
    <MenuTrigger>
      {/* A custom trigger names itself by its visible text; otherwise the label is the text. */}
      <Trigger {...(trigger ? {} : { 'aria-label': label })}>{trigger ?? label}</Trigger>
      <FloatingPanel placement={placement}>
        <List onAction={onAction}>
          {items.flatMap((item) => {
            const entry = (
              <Item
                key={item.id}
                id={item.id}
                textValue={item.label}
                $danger={item.tone === 'danger'}
                {...(item.href ? { href: item.href } : {})}
                {...(item.onAction ? { onAction: item.onAction } : {})}
              >
                {item.icon}
                {item.label}
              </Item>
            );
            return item.separated ? [<Rule key={`${String(item.id)}-separator`} />, entry] : [entry];
          })}
        </List>
      </FloatingPanel>
    </MenuTrigger>
  );
}
