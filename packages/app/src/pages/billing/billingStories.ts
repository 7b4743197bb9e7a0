import { DEMO_TOKENS } from '@kayoi/api-client/msw';
import { expect } from 'storybook/test';
import { signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, screen } from '../../stories/helpers.ts';

/** Staff may not open a billing screen: the route guard says so (the menu has no 請求 for them). */
export const staffForbidden = {
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async () => {
    await expect(
      await screen().findByRole('dialog', { name: 'アクセス権限がありません' }, LOAD),
    ).toBeVisible();
  },
};
