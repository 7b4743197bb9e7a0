// Stories only: the page as printed. Chromium's print media cannot be switched from a story (Storybook runs it
// outside Vitest too), so the report's @media print rules are applied on screen, on a body as wide as A4 less
// its margins (190 mm), cut at the first page's end; the story's baseline is then the first printed page. Removed again by `endPrintPreview`.

const PREVIEW = 'data-print-preview';

/** Applies every @media print rule on the page now (again, for parts drawn since: their rules came with them). */
export function startPrintPreview() {
  endPrintPreview();
  const rules = [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules];
    } catch {
      return [];
    }
  });
  const printed = rules
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
    .flatMap((rule) => [...rule.cssRules].filter((inner) => !(inner instanceof CSSPageRule)))
    .map((rule) => rule.cssText);
  const style = document.createElement('style');
  style.setAttribute(PREVIEW, '');
  // The first page: A4 less its margins (190 × 277 mm); no scroll bar to come and go and move the charts.
  const page =
    'html { scrollbar-width: none; } body { width: 190mm; } [data-report] { max-height: 277mm; overflow: hidden; }';
  style.textContent = [...printed, page].join('\n');
  document.head.append(style);
}

export function endPrintPreview() {
  for (const style of document.querySelectorAll(`style[${PREVIEW}]`)) style.remove();
}
