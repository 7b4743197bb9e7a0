import { ConfirmDialog } from '@kayoi/ui';
import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { formMessages } from './messages.ts';

interface Guarded {
  hasChanges(): boolean;
}

// The forms on screen now. React Router keeps one blocker per router, so the page's forms register here
// and one guard asks for all of them (the settings page holds several).
const forms = new Set<{ current: Guarded }>();
const anyChanges = () => [...forms].some((form) => form.current.hasChanges());

/**
 * Warns before what was typed into `form` is lost: while it has unsaved changes, leaving the page asks first
 * (see UnsavedChangesGuard). After a save the form counts as unchanged (`markSaved`).
 */
export function useUnsavedChangesWarning(form: Guarded) {
  // Read at the moment of leaving, not at the last render.
  const entry = useRef(form);
  entry.current = form;
  useEffect(() => {
    const current = entry;
    forms.add(current);
    return () => {
      forms.delete(current);
    };
  }, []);
}

/**
 * Navigation state of a move that must not wait for the question (the admin's store switch: the store has
 * changed already, a form of the other store's record would stay behind). Every way to /login ends the
 * session and is never asked about either.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

const asksFirst = (next: { pathname: string; state: unknown }) =>
  next.pathname !== '/login' &&
  !(typeof next.state === 'object' && next.state !== null && 'leaveWithoutAsking' in next.state);

/**
 * The one guard of a router's pages (the shell; the public form): a link, the menu or the browser's back
 * inside the app asks 破棄して移動 / 編集を続ける while a form has unsaved changes (React Router's blocker);
 * closing or reloading the tab gets the browser's own question (beforeunload).
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      asksFirst(nextLocation) &&
      anyChanges(),
  );
  const proceeded = useRef<Blocker | null>(null);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyChanges()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={formMessages.unsavedTitle}
      message={formMessages.unsavedMessage}
      confirmLabel={formMessages.leave}
      cancelLabel={formMessages.stay}
      tone="danger"
      onConfirm={() => {
        // Once per question: this render's blocker may have been let through already by a press React has not
        // drawn yet (the production build draws the router's new state after the event), and React Router throws
        // on proceeding with it again ("Invalid blocker state transition").
        if (blocker.state !== 'blocked' || proceeded.current === blocker) return;
        proceeded.current = blocker;
        blocker.proceed();
      }}
    />
  );
}
