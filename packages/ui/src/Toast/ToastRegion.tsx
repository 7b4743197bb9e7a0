import { AlertCircle, CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import styled from 'styled-components';
import { focusRing, glassSurface } from '../theme/mixins.ts';
import type { ToastContentData, ToastTone } from './Toast.tsx';

const icons: Record<ToastTone, ReactNode> = {
  success: <CheckCircle2 aria-hidden="true" />,
  error: <AlertCircle aria-hidden="true" />,
  info: <Info aria-hidden="true" />,
  warning: <TriangleAlert aria-hidden="true" />,
};
const statusOf = { success: 'success', error: 'danger', info: 'info', warning: 'warning' } as const;

const Region = styled(ToastRegion)`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(440px, calc(100vw - 32px));
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
` as typeof ToastRegion;
const Item = styled(AriaToast)<{ $tone: ToastTone }>`
  ${glassSurface('strong')}
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 3, 3, 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid ${({ theme, $tone }) => theme.color.status[statusOf[$tone]].solid};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.primary};
  outline: none;
  view-transition-class: toast;
  > svg {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    color: ${({ theme, $tone }) => theme.color.status[statusOf[$tone]].text};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
const Title = styled(Text)`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Description = styled(Text)`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;
const Close = styled(AriaButton)`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

/** The toasts on screen, top-centre (seed §2); ToastProvider loads this with the page's first toast. */
export function ToastList({ queue }: { queue: ToastQueue<ToastContentData> }) {
  return (
    <Region queue={queue} aria-label="通知">
      {({ toast: item }) => (
        <Item toast={item} $tone={item.content.tone}>
          {icons[item.content.tone]}
          <ToastContent>
            <Title slot="title">{item.content.title}</Title>
            {item.content.description ? (
              <Description slot="description">{item.content.description}</Description>
            ) : null}
          </ToastContent>
          <Close slot="close" aria-label="通知を閉じる">
            <X aria-hidden="true" />
          </Close>
        </Item>
      )}
    </Region>
  );
}
