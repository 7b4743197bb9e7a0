// Plain Node ESM, no TypeScript loader: every entry of the installed kit loads, and a themed Button and KpiCard
// render on the server with styled-components' ServerStyleSheet. Prints one JSON line for the test to read.

import { Button, createTheme, KayoiThemeProvider, KpiCard } from '@kayoi/ui';
import * as charts from '@kayoi/ui/charts';
import * as testing from '@kayoi/ui/testing';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

const figures = { value: 128, trend: 'up', percentage: 12.5, delta: 14, sparkline: [90, 100, 114, 128] };

function render(providerProps) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        h(
          KayoiThemeProvider,
          providerProps,
          h(Button, { variant: 'primary' }, '保存する'),
          h(KpiCard, { label: '本日の来館', unit: '名', comparisonLabel: '前日同時刻比', figures }),
        ),
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const brand = createTheme({ mode: 'light', color: { accent: { solid: '#c2185b', hover: '#ad1457' } } });
const result = {
  entries: { charts: Object.keys(charts).sort(), testing: Object.keys(testing).sort() },
  accent: {
    light: createTheme().color.accent.solid,
    dark: createTheme({ mode: 'dark' }).color.accent.solid,
  },
  light: render({ mode: 'light' }),
  dark: render({ mode: 'dark' }),
  solid: render({ mode: 'light', glass: false }),
  brand: render({ theme: brand }),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
