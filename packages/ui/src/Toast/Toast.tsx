import { createContext, lazy, type ReactNode, Suspense, useContext, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { flushSync } from 'react-dom';

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

// The region (react-aria's toast and landmark code, the toasts' styles) loads with the page's first toast, not
// with the page: most pages open without one. Once loaded it stays, so react-aria can restore focus when the
// last toast closes.
const ToastList = lazy(async () => ({ default: (await import('./ToastRegion.tsx')).ToastList }));
let regionNeeded = false;
const subscribe = (onChange: () => void) => queue.subscribe(onChange);
const needsRegion = () => {
  regionNeeded ||= queue.visibleToasts.length > 0;
  return regionNeeded;
};

/** The page's toast region, top-centre (seed §2), with the toast API for everything inside. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const showRegion = useSyncExternalStore(subscribe, needsRegion, needsRegion);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {showRegion ? (
        <Suspense fallback={null}>
          <ToastList queue={queue} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
