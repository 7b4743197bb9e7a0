import { ChevronDown, PanelLeft, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { memo, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { CountBadge } from '../Badge/Badge.tsx';
import { focusRing, glassSurface } from '../theme/mixins.ts';
import { nextSidebarMode, type SidebarMode } from './useSidebarMode.ts';

export interface SidebarLink {
  id: string;
  label: string;
  href: string;
  badge?: number;
  badgeLabel?: string;
  /** The screen is not built yet: the link says 準備中 (seen and heard). */
  comingSoon?: boolean;
}

export interface SidebarGroup {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A group with `href` and no items is a single link. */
  href?: string;
  items?: SidebarLink[];
  badge?: number;
  badgeLabel?: string;
}

export interface SidebarProps {
  mode: SidebarMode;
  onModeChange: (mode: SidebarMode) => void;
  /** The modes the window has room for (`useSidebarMode`); the toggle cycles through them. Default: all three. */
  modes?: readonly SidebarMode[];
  /** The store selector (admin) or the store's name. */
  header?: ReactNode;
  groups: SidebarGroup[];
  currentPath: string;
  'aria-label'?: string;
}

const SCROLL_KEY = 'sidebar_scroll';
const ALL_MODES: readonly SidebarMode[] = ['expanded', 'collapsed', 'hidden'];

/** What the toggle does, said by the mode it goes to (from hidden to the rail it shows the menu again). */
function toggleLabel(from: SidebarMode, to: SidebarMode): string {
  if (to === 'expanded') return 'サイドバーを展開する';
  if (to === 'hidden') return 'サイドバーを非表示にする';
  return from === 'hidden' ? 'サイドバーを表示する' : 'サイドバーを折りたたむ';
}

const isCurrent = (href: string, path: string) => path === href || path.startsWith(`${href}/`);

const Rail = styled.div<{ $mode: SidebarMode; $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  /* Above the top bar: opened over the page, its toggle and links must not slide under the bar. */
  z-index: ${({ theme }) => theme.z.sidebar};
  display: flex;
  flex-direction: column;
  width: ${({ theme, $mode, $open }) =>
    $open || $mode === 'expanded'
      ? theme.layout.sidebarExpanded
      : $mode === 'collapsed'
        ? theme.layout.sidebarCollapsed
        : 12}px;
  ${glassSurface('strong')}
  border-width: 0 1px 0 0;
  border-radius: 0;
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  overflow: hidden;
  ${({ $mode, $open, theme }) =>
    $open && $mode !== 'expanded'
      ? css`
          box-shadow: ${theme.shadow.overlay};
        `
      : ''}
  ${({ $mode, $open }) => ($mode === 'hidden' && !$open ? 'opacity: 0.001;' : '')}
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.layout.topbarHeight}px;
  padding: ${({ theme }) => theme.space(0, 3)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;
const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text.primary};
`;
const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.accent.onSolid};
  font-size: ${({ theme }) => theme.font.size.md};
`;
const Toggle = styled(AriaButton)`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  flex: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
const Header = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.primary};
`;
const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: ${({ theme }) => theme.space(2)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const rowStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => theme.space(0, 2.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  > svg {
    width: 20px;
    height: 20px;
    flex: none;
  }
  .label {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;
const RowLink = styled(Link)`
  ${rowStyles}
  &[data-current] {
    background: ${({ theme }) => theme.color.surface.selected};
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
const RowButton = styled(AriaButton)<{ $active: boolean }>`
  ${rowStyles}
  color: ${({ theme, $active }) => ($active ? theme.color.text.primary : theme.color.text.secondary)};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
  .chevron {
    width: 16px;
    height: 16px;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;
const SubLink = styled(RowLink)`
  min-height: 36px;
  padding-left: ${({ theme }) => theme.space(10.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const SoonTag = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.status.neutral.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.neutral.subtle};
  color: ${({ theme }) => theme.color.status.neutral.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.6;
`;

/** 準備中 beside a link, part of its name (「売上 準備中」). */
function ComingSoonTag() {
  return <SoonTag>準備中</SoonTag>;
}

const Spacer = styled.div<{ $width: number }>`
  flex: none;
  width: ${({ $width }) => $width}px;
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

/*
 * A menu's links are drawn again only when what they show changes. The menu itself draws again as the pointer
 * enters and leaves a folded rail, as a group opens and as a badge's count comes, and each of its links (39 for a
 * manager) holds press, hover and focus hooks (react-aria's Link).
 */

/** A group that is one link (ダッシュボード). */
const GroupLink = memo(function GroupLink({
  href,
  label,
  icon,
  compact,
  current,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  compact: boolean;
  current: boolean;
}) {
  return (
    <li>
      <RowLink
        href={href}
        aria-label={compact ? label : undefined}
        {...(current ? { 'aria-current': 'page' as const } : {})}
      >
        {icon}
        <span className="label">{label}</span>
      </RowLink>
    </li>
  );
});

/** A link in a group's list. */
const ItemLink = memo(function ItemLink({
  href,
  label,
  current,
  comingSoon,
  badge,
  badgeLabel,
}: {
  href: string;
  label: string;
  current: boolean;
  comingSoon: boolean;
  badge: number;
  badgeLabel: string;
}) {
  return (
    <li>
      <SubLink href={href} {...(current ? { 'aria-current': 'page' as const } : {})}>
        <span className="label">{label}</span>
        {comingSoon ? <ComingSoonTag /> : null}
        {badge ? <CountBadge count={badge} label={badgeLabel} /> : null}
      </SubLink>
    </li>
  );
});

function Group({
  group,
  currentPath,
  compact,
}: {
  group: SidebarGroup;
  currentPath: string;
  compact: boolean;
}) {
  // The deepest item that holds the page is the current one (/billing/adjustments is 請求調整, not 請求管理).
  const current = (group.items ?? [])
    .filter((item) => isCurrent(item.href, currentPath))
    .sort((a, b) => b.href.length - a.href.length)[0];
  const active = current !== undefined;
  const [open, setOpen] = useState(active);
  // A group's links are drawn from the first time it opens, and kept: a manager's menu holds 39 links, most of them
  // in closed groups, and drawing them all was over half of the signed-in frame's first render (43–60 of 69–95 ms
  // of a login's main thread, React's profiler).
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  const panelId = useId();
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);

  if (group.href && !group.items?.length) {
    return (
      <GroupLink
        href={group.href}
        label={group.label}
        icon={group.icon}
        compact={compact}
        current={isCurrent(group.href, currentPath)}
      />
    );
  }
  return (
    <li>
      <RowButton
        $active={active}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={compact ? group.label : undefined}
        onPress={() => setOpen((value) => !value)}
      >
        {group.icon}
        <span className="label">{group.label}</span>
        {!open && group.badge ? (
          <CountBadge count={group.badge} label={group.badgeLabel ?? group.label} />
        ) : null}
        <ChevronDown className="chevron" aria-hidden="true" />
      </RowButton>
      <ul id={panelId} hidden={!open || compact}>
        {(drawn ? (group.items ?? []) : []).map((item) => (
          <ItemLink
            key={item.id}
            href={item.href}
            label={item.label}
            current={item === current}
            comingSoon={item.comingSoon === true}
            badge={item.badge ?? 0}
            badgeLabel={item.badgeLabel ?? item.label}
          />
        ))}
      </ul>
    </li>
  );
}

/**
 * Whether the last input was the keyboard: focus that follows a key (Tab, arrows) opens the rail, the focus
 * a click or a tap leaves on what it pressed does not.
 */
function useKeyboardModality() {
  const keyboard = useRef(false);
  // Listening from the commit that draws the menu, not from React's passive effects after it: a Tab pressed in
  // between (a production build runs them a frame later) would otherwise focus the menu without opening it.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) keyboard.current = true;
    };
    const onPointer = () => {
      keyboard.current = false;
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('mousedown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('mousedown', onPointer, true);
    };
  }, []);
  return keyboard;
}

/**
 * The main menu (seed §2): expanded 260 px, collapsed 60 px (icons), hidden; collapsed and hidden open over
 * the page on hover or keyboard focus (not on the focus a click leaves). The toggle keeps its place at the
 * rail's left, so the pointer that opened the rail over it can press it; after a press the rail shows the
 * chosen mode at once (no hover-open until the pointer leaves). The scroll position is kept for the session.
 */
export function Sidebar({
  mode,
  onModeChange,
  modes = ALL_MODES,
  header,
  groups,
  currentPath,
  'aria-label': label = 'メインメニュー',
}: SidebarProps) {
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  // Set by a press of the toggle: the rail shows the mode just chosen, not the hover or focus that led there.
  const [settled, setSettled] = useState(false);
  const open = mode === 'expanded' || (!settled && (hovered || keyboardInside));
  const compact = !open;
  const navRef = useRef<HTMLElement>(null);
  const keyboard = useKeyboardModality();

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const saved = Number(sessionStorage.getItem(SCROLL_KEY) ?? 0);
    if (saved > 0) nav.scrollTop = saved;
    const onScroll = () => sessionStorage.setItem(SCROLL_KEY, String(nav.scrollTop));
    nav.addEventListener('scroll', onScroll, { passive: true });
    return () => nav.removeEventListener('scroll', onScroll);
  }, []);

  const next = nextSidebarMode(mode, modes);
  const ToggleIcon = mode === 'expanded' ? PanelLeftClose : mode === 'collapsed' ? PanelLeft : PanelLeftOpen;
  return (
    <>
      <Spacer $width={mode === 'expanded' ? 260 : mode === 'collapsed' ? 60 : 0} aria-hidden="true" />
      <Rail
        $mode={mode}
        $open={open}
        data-mode={mode}
        data-open={open || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => {
          setHovered(false);
          setSettled(false);
        }}
        onFocus={(event) => {
          if (!keyboard.current) return;
          setKeyboardInside(true);
          // Moving on from the toggle to a link opens the rail again.
          if (!(event.target instanceof Element && event.target.closest('[data-sidebar-toggle]'))) {
            setSettled(false);
          }
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setKeyboardInside(false);
          setSettled(false);
        }}
      >
        <Top>
          {modes.length > 1 ? (
            <Toggle
              data-sidebar-toggle=""
              aria-label={toggleLabel(mode, next)}
              onPress={() => {
                setSettled(true);
                onModeChange(next);
              }}
            >
              <ToggleIcon aria-hidden="true" />
            </Toggle>
          ) : null}
          {compact ? null : (
            <Brand>
              <Mark aria-hidden="true">通</Mark>
              Kayoi
            </Brand>
          )}
        </Top>
        {header && !compact ? <Header>{header}</Header> : null}
        <Nav ref={navRef} aria-label={label}>
          <ul>
            {groups.map((group) => (
              <Group key={group.id} group={group} currentPath={currentPath} compact={compact} />
            ))}
          </ul>
        </Nav>
      </Rail>
    </>
  );
}
