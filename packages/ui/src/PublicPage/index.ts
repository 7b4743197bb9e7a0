export type { PublicPageProps } from './PublicPage.tsx';
export { PublicPage } from './PublicPage.tsx';
