import { resetFixtureStore } from '@kayoi/api-client/msw';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview.tsx';

/**
 * Visual regression without any outside service: after its play function, every story tagged 'visual'
 * is compared with the baseline committed next to its story file (`__screenshots__/`). Update baselines
 * with `pnpm test:stories:update`.
 */
const visualRegression = {
  async afterEach({ tags, canvasElement, id }: { tags: string[]; canvasElement: HTMLElement; id: string }) {
    if (!tags.includes('visual')) return;
    // Overlays render outside the story's canvas: a story that opens one is shot whole-page.
    const target = document.querySelector(
      '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
    )
      ? page.elementLocator(document.body)
      : page.elementLocator(canvasElement);
    await document.fonts.ready;
    await expect.element(target).toMatchScreenshot(id);
  },
};

// A story's first look at a screen waits as long as a first load may take: its route's code is transformed on
// first use, and on a busy machine (the whole suite on two cores) that takes longer than testing-library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

const annotations = setProjectAnnotations([a11yAnnotations, projectAnnotations, visualRegression]);

beforeAll(annotations.beforeAll);

// Every story file runs in one page (`isolate: false`, so a file does not load the whole app again): each story
// starts from empty storage and the recorded mock data, whichever story or file ran before it.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetFixtureStore();
});
