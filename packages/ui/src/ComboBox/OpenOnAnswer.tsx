import { type Key, type RefObject, useContext, useEffect, useRef } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';

/**
 * Whether an answer may open the list: typing (the input's own input event) arms it; Escape or a choice disarms it
 * until the next keystroke. A combo box whose list is a search's answer (a server's, as one types) uses it with `OpenOnAnswer`.
 */
export function useAnswerMayOpen() {
  const armed = useRef(false);
  return {
    armed,
    /** Text was typed: the answer to it may open the list. */
    onTyped: () => {
      armed.current = true;
    },
    /** Escape (the user closed it) or a choice (the list has done its work): no answer opens it again. */
    onSettled: () => {
      armed.current = false;
    },
  };
}

/**
 * Opens the list when a new answer arrives while the field is focused and the list is closed. react-aria's combo box
 * opens only on focus or on a change of the text, so an answer that lands after the last keystroke (or after a scroll
 * of the page closed the list) would otherwise stay unseen until the user typed again. `ids` are the answer's items
 * (null or none: nothing to show): the same answer again, a re-render, opens nothing.
 */
export function OpenOnAnswer({ ids, armed }: { ids: readonly Key[] | null; armed: RefObject<boolean> }) {
  const state = useContext(ComboBoxStateContext);
  const answer = ids && ids.length > 0 ? ids.join(',') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer, not a re-render, is what opens the list.
  useEffect(() => {
    if (answer !== null && armed.current && state?.isFocused && !state.isOpen) state.open(null, 'manual');
  }, [answer]);
  return null;
}
