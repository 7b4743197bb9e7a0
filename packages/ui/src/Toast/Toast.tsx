import { AlertCircle, CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { focusRing, glassSurface } from '../theme/mixins.ts';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastContentData {
  tone: ToastTone;
  title: string;
  description?: string | undefined;
  group?: string | undefined;
}

export interface ToastOptions {
  /** Milliseconds on screen (default 5000); 0 keeps it until closed. */
  timeout?: number;
  /**
   * Toasts about one thing (the front desk's taps): `closeGroup` takes them all away once they are stale,
   * e.g. when the next member's welcome display opens.
   */
  group?: string;
}

type Show = (title: string, description?: string, options?: ToastOptions) => string;

export interface ToastApi {
  success: Show;
  error: Show;
  info: Show;
  warning: Show;
  close(key: string): void;
  /** Closes the toasts shown with `options.group`. */
  closeGroup(group: string): void;
  /** Closes every toast (a new page, a new story). */
  closeAll(): void;
}

const DEFAULT_TIMEOUT = 5_000;

/** One queue per page; `toast` works outside React too (a 401 hook, a query cache's error handler). */
function createToastApi(queue: ToastQueue<ToastContentData>): ToastApi {
  const show =
    (tone: ToastTone): Show =>
    (title, description, options = {}) => {
      const timeout = options.timeout ?? DEFAULT_TIMEOUT;
      return queue.add({ tone, title, description, group: options.group }, timeout > 0 ? { timeout } : {});
    };
  return {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    close: (key) => queue.close(key),
    closeGroup: (group) => {
      for (const item of queue.visibleToasts) if (item.content.group === group) queue.close(item.key);
    },
    closeAll: () => {
      for (const item of queue.visibleToasts) queue.close(item.key);
    },
  };
}

const queue = new ToastQueue<ToastContentData>({
  maxVisibleToasts: 5,
  // Entering and leaving toasts animate with the browser's view transitions where available.
  wrapUpdate: (update) => {
    if ('startViewTransition' in document && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      document.startViewTransition(() => flushSync(update));
    } else {
      update();
    }
  },
});

export const toast: ToastApi = createToastApi(queue);

const ToastContext = createContext<ToastApi>(toast);

/** The toast API of the nearest provider (the page's one queue). */
export const useToast = (): ToastApi => useContext(ToastContext);

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

/** The page's toast region, top-centre (seed §2), with the toast API for everything inside. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  return (
    <ToastContext.Provider value={toast}>
      {children}
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
    </ToastContext.Provider>
  );
}
