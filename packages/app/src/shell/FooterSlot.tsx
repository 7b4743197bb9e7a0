import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

/** The shell footer's element that list pages put their pager into (seed §2: the pager lives in the footer). */
export const FooterSlotContext = createContext<HTMLElement | null>(null);

/** Renders its children in the shell's footer; outside the shell (a story of one part), where it stands. */
export function InFooter({ children }: { children: ReactNode }) {
  const slot = useContext(FooterSlotContext);
  return slot ? createPortal(children, slot) : children;
}
