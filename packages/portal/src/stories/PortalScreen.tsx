import { configureApiClient } from '@kayoi/api-client';
import { answerHandler } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import { useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadScreenCode, PortalScreens } from '../routes.tsx';
import { FAMILY_TOKEN_STORAGE_KEY, familyTokenStore } from '../session.ts';

/**
 * マイページ's real route tree at one URL (under /my), for stories: the same pages, guard and tab bar as the
 * product, calling the API with the family's token store; Storybook's decorators give the theme, the query
 * cache and the MSW handlers.
 */
export function PortalScreen({ path }: { path: string }) {
  const [location] = useState(() => {
    configureApiClient({ tokenStore: familyTokenStore });
    return memoryLocation({ path });
  });
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PortalScreens />
    </Router>
  );
}

/** The screen's code, loaded before the story renders (Storybook's loader in .storybook/preview.tsx calls it). */
PortalScreen.preload = ({ path }: { path: string }) => loadScreenCode(path);

/** Signs the story in as the spec's example family (its token has the family realm's `fam_` shape), or out. */
export function signInAsFamily(signedIn: boolean) {
  if (signedIn) localStorage.setItem(FAMILY_TOKEN_STORAGE_KEY, 'fam_story_example');
  else localStorage.removeItem(FAMILY_TOKEN_STORAGE_KEY);
}

/** Every portal story on a phone: an iPhone's 390 × 844. */
export const phone = {
  parameters: { layout: 'fullscreen', viewport: { options: { phone390: staffScreens.phone390 } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/** The first visit of a screen loads its code: give it time on a busy machine. */
export const LOAD = { timeout: 10_000 };

/**
 * For a screen that does not show お知らせ: none unread, so the tab bar has no count to draw. The count comes from
 * another answer than the screen's, and whether it was drawn when the picture was taken depended on the run (one
 * fresh-clone CI run drew it on 欠席・振替, others did not).
 */
export const noUnreadNotices = answerHandler('listFamilyNotices', { notices: [], unread_count: 0 });
