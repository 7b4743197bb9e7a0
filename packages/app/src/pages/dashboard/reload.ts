import { createContext } from 'react';

/**
 * How the dashboard reloads the page after its layout is reset (seed §2): a real reload in the app; stories
 * provide their own so that the test page stays.
 */
export const PageReloadContext = createContext<() => void>(() => window.location.reload());
