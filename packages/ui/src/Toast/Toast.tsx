import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
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
  /**
   * Closes the toasts that would close on their own (a timeout), keeping those that wait for the user: a visual
   * test's picture, whose toasts would otherwise depend on how fast the machine reached it. Returns how many closed.
   */
  closeTransient(): number;
}

const DEFAULT_TIMEOUT = 5_000;

// The region (react-aria's toast and landmark code, the toasts' styles) is fetched with the page's first toast,
// not with the page: most pages open without one. It is fetched at once, not when React next renders (a toast
// shown just before a navigation, the login's welcome, would queue behind the next screen's downloads), and
// rendered without Suspense (whose reveal React may hold back for a moment). Once there it stays, so react-aria
// can restore focus when the last toast closes.
type ToastListComponent = typeof import('./ToastRegion.tsx')['ToastList'];
let toastList: ToastListComponent | null = null;
let toastListRequested = false;
const toastListListeners = new Set<() => void>();

/**
 * Fetches the toast region now, before any toast: where a toast is certain to come (the login's welcome), it is then
 * drawn with it, and does not arrive in the middle of the next screen's first render.
 */
export function preloadToastRegion(): void {
  if (toastListRequested) return;
  toastListRequested = true;
  import('./ToastRegion.tsx').then(
    ({ ToastList }) => {
      toastList = ToastList;
      for (const listener of toastListListeners) listener();
    },
    () => {
      // Offline, or a build replaced meanwhile: the next toast tries again.
      toastListRequested = false;
    },
  );
}
const subscribeToastList = (onChange: () => void) => {
  toastListListeners.add(onChange);
  return () => void toastListListeners.delete(onChange);
};
const loadedToastList = () => toastList;

/** One queue per page; `toast` works outside React too (a 401 hook, a query cache's error handler). */
function createToastApi(queue: ToastQueue<ToastContentData>): ToastApi {
  const show =
    (tone: ToastTone): Show =>
    (title, description, options = {}) => {
      const timeout = options.timeout ?? DEFAULT_TIMEOUT;
      preloadToastRegion();
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
    closeTransient: () => {
      const transient = queue.visibleToasts.filter((item) => item.timeout);
      for (const item of transient) queue.close(item.key);
      return transient.length;
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

/** The page's toast region, top-centre (seed §2), with the toast API for everything inside. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const ToastList = useSyncExternalStore(subscribeToastList, loadedToastList, loadedToastList);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {ToastList ? <ToastList queue={queue} /> : null}
    </ToastContext.Provider>
  );
}
