import { userEvent, within } from 'storybook/test';

// Small helpers the app's screen stories share.

export type Canvas = ReturnType<typeof within>;

/** The whole page: overlays (dialogs, list boxes, toasts) render outside a story's canvas. */
export const screen = () => within(document.body);

/** The first visit of a screen loads its code: give it time on a busy machine. */
export const LOAD = { timeout: 10_000 };

/** A grid's body rows (the first row is the header). */
export const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

/** Opens a select by its name and picks an option. */
export async function choose(canvas: Canvas, label: RegExp, option: string | RegExp) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await screen().findByRole('option', { name: option }));
}
