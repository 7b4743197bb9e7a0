import { Text } from '@visx/text';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tickLabel } from './tickLabel.tsx';

type Props = Parameters<typeof tickLabel>[0];

/** What @visx/text's Text draws for a label, and what tickLabel draws for it. */
const drawn = (props: Props) => {
  const { formattedValue, ...rest } = props;
  return {
    text: renderToStaticMarkup(createElement('g', null, createElement(Text, rest, formattedValue))),
    tick: renderToStaticMarkup(createElement('g', null, tickLabel(props))),
  };
};

describe('tickLabel', () => {
  // The props a chart's axes give their labels: @visx/xychart's theme (fill, font, anchors), our charts' overrides
  // (a category axis's slanted labels), and the tick's place and text.
  const anchors = [undefined, 'start', 'middle', 'end'] as const;
  const cases: Props[] = [];
  for (const verticalAnchor of anchors) {
    for (const textAnchor of [undefined, 'start', 'middle', 'end'] as const) {
      for (const formattedValue of ['11/1（日）', '1,200', '  ￥1万  ', 'a b\u00A0c', '', undefined]) {
        cases.push({
          x: 12.5,
          y: 40,
          formattedValue,
          ...(verticalAnchor ? { verticalAnchor } : {}),
          ...(textAnchor ? { textAnchor } : {}),
          fill: '#5b6472',
          fontFamily: 'system-ui',
          fontSize: 11,
        });
      }
    }
  }
  cases.push(
    {
      x: 0,
      y: 0,
      formattedValue: '2026年10月',
      angle: -40,
      textAnchor: 'end',
      verticalAnchor: 'middle',
      dx: -4,
      dy: 4,
    },
    {
      x: 30,
      y: 200,
      formattedValue: '80%',
      dx: '-0.25em',
      dy: '0.25em',
      verticalAnchor: 'middle',
      className: 'tick',
    },
    { x: Number.NaN, y: 10, formattedValue: '0' },
    { x: Number.POSITIVE_INFINITY, y: 10, formattedValue: '月' },
  );

  it('when a label is one line (every axis of the kit), then it is drawn exactly as Text draws it', () => {
    for (const props of cases) {
      const { text, tick } = drawn(props);
      expect(tick, JSON.stringify(props)).toBe(text);
    }
  });

  it('when a vertical axis gives its one-word labels the margin as their width, then they are drawn as Text draws them', () => {
    for (const formattedValue of ['1,200', '80%', '￥1万', '']) {
      const props: Props = {
        x: 0,
        y: 36,
        formattedValue,
        width: 40,
        textAnchor: 'end',
        verticalAnchor: 'middle',
      };
      const { text, tick } = drawn(props);
      expect(tick, formattedValue).toBe(text);
    }
  });

  it('when a label wraps or fits a width, then Text draws it', () => {
    const props: Props = {
      x: 10,
      y: 10,
      formattedValue: '体験 レッスン',
      width: 40,
      scaleToFit: 'shrink-only',
    };
    const { text, tick } = drawn(props);
    expect(tick).toBe(text);
    expect(tick).toContain('<svg');
  });
});
