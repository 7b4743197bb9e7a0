import { type ReactNode, useEffect, useState } from 'react';

/** What a keyboard user is on: the element's role or tag, its label, and its id. */
function describe(element: Element | null): string {
  if (!element || element === document.body) return '(フォーカスなし)';
  const label =
    element.getAttribute('aria-label') ??
    (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
    element.textContent?.trim().slice(0, 40) ??
    '';
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  return `${role}${label ? `「${label}」` : ''}${element.id ? ` #${element.id}` : ''}`;
}

/**
 * The login page's optional focus debugger (seed §2): Ctrl/Cmd+Shift+F shows which element has the
 * focus, live, to check the keyboard path through the form.
 */
export function useFocusDebugger(): ReactNode {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        setOpen((v) => !v);
      }
    };
    const onFocus = () => setFocused(describe(document.activeElement));
    // Capture phase: react-aria fields stop keyboard events from bubbling.
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus);
    onFocus();
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  if (!open) return null;
  return (
    <output
      aria-live="polite"
      data-testid="focus-debugger"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        padding: '8px 12px',
        font: '13px monospace',
        background: 'Canvas',
        color: 'CanvasText',
        borderTop: '2px solid Highlight',
      }}
    >
      フォーカス: {focused}
    </output>
  );
}
