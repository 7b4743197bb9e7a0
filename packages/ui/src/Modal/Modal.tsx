import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Modal as AriaModal,
  Dialog,
  Heading,
  ModalOverlay,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { japaneseLineBreaks } from '../theme/japaneseText.ts';
import { focusRing } from '../theme/mixins.ts';
import { useOverflows } from '../theme/useOverflows.ts';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'fullscreen';

export interface ModalProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  size?: ModalSize;
  /** Esc and a click outside close it (default true). */
  isDismissable?: boolean;
  /** Nothing closes it (a process is running): no Esc, no outside click, no close button. */
  isBlocking?: boolean;
  hideCloseButton?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

const widths: Record<ModalSize, string> = {
  sm: '400px',
  md: '560px',
  lg: '760px',
  xl: '1040px',
  fullscreen: '100vw',
};

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.scrim};
  backdrop-filter: ${({ theme }) => (theme.glass.enabled ? 'blur(4px)' : 'none')};
  /* As every glass surface (glassSurface): no blur for a user who asks for reduced transparency. */
  @media (prefers-reduced-transparency: reduce) {
    backdrop-filter: none;
  }
  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.normal};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering] {
      animation: none;
    }
  }
`;
// The dialog itself is solid (read at a glance over any page); the glass is in the blurred scrim behind it.
const Panel = styled(AriaModal)<{ $size: ModalSize }>`
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  width: min(${({ $size }) => widths[$size]}, 100%);
  max-height: calc(100dvh - 32px);
  height: auto;
  /* Full screen is the window itself, not the window plus the overlay's margin (which cut off the footer). */
  ${({ $size }) => ($size === 'fullscreen' ? 'position: fixed; inset: 0; width: 100%; height: 100dvh; max-height: none;' : '')}
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme, $size }) => ($size === 'fullscreen' ? '0' : theme.radius.lg)};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  color: ${({ theme }) => theme.color.text.primary};
  outline: none;
  &[data-entering] {
    animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering] {
      animation: none;
    }
  }
`;
const Frame = styled(Dialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  outline: none;
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4, 5, 2)};
`;
const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${japaneseLineBreaks}
`;
const Body = styled.div`
  padding: ${({ theme }) => theme.space(2, 5, 4)};
  overflow: auto;
  flex: 1;
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 5, 4)};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;
const Close = styled(AriaButton)`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

/** The dialog's body; when its content scrolls, the keyboard can scroll it too. */
function ScrollingBody({ children }: { children: ReactNode }) {
  const [ref, scrolls] = useOverflows<HTMLDivElement>();
  return (
    <Body ref={ref} {...(scrolls ? { tabIndex: 0 } : {})}>
      {children}
    </Body>
  );
}

/** A dialog over a dimmed page; focus stays inside until it closes and then returns. */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  size = 'md',
  isDismissable = true,
  isBlocking = false,
  hideCloseButton = false,
  footer,
  children,
  role = 'dialog',
}: ModalProps) {
  const dismissable = isDismissable && !isBlocking;
  return (
    <Overlay
      isOpen={isOpen}
      {...(onOpenChange ? { onOpenChange } : {})}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
    >
      <Panel $size={size}>
        <Frame role={role}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {hideCloseButton || isBlocking ? null : (
                  <Close aria-label="閉じる" onPress={close}>
                    <X aria-hidden="true" />
                  </Close>
                )}
              </Header>
              <ScrollingBody>{children}</ScrollingBody>
              {footer ? <Footer>{footer}</Footer> : null}
            </>
          )}
        </Frame>
      </Panel>
    </Overlay>
  );
}
