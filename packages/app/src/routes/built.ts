import { findRoute } from './table.ts';

/**
 * Whether the screen at `pathname` is built (its route in the table names a screen). The one answer to "is this
 * feature there yet": the menu marks the others 準備中, and the shell calls no operation of a feature not built
 * (the server answers those 501). Its own module, read by the shell only: the table travels with /login.
 */
export const isBuilt = (pathname: string): boolean => Boolean(findRoute(pathname)?.screen);
