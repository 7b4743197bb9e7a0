import { Text } from '@visx/text';
import { Axis } from '@visx/xychart';
import type { ComponentProps } from 'react';

type TickRenderer = NonNullable<ComponentProps<typeof Axis>['tickComponent']>;

const SVG_STYLE = { overflow: 'visible' } as const;

/**
 * The first line's offset for each vertical anchor, as @visx/text works it out (reduce-css-calc) for a label of one
 * line at its default cap height (0.71em) and line height (1em).
 */
const FIRST_LINE_DY = { start: '0.71em', middle: '0.355em', end: '0em' } as const;

/** A coordinate @visx/text draws at: a finite number or a length. */
const drawable = (at: unknown) => (typeof at === 'number' && Number.isFinite(at)) || typeof at === 'string';

/**
 * An axis's tick label, drawn as @visx/text's `Text` draws one line — the same elements and attributes — without
 * what `Text` does first on every label: it measures each word of it in the page (an SVG text length, which lays
 * the page out there and then) and parses its offsets as CSS calc() expressions, though a label without a width
 * to wrap or fit in uses neither. A login's first dashboard laid the page out 37–40 times with Text's labels, 23–28
 * times with these, and 10–12 times once a vertical axis's labels, which @visx/xychart gives the margin's width, were
 * drawn here too (Chrome's LayoutCount, login to the dashboard drawn; the time it took moved within the noise).
 * A label of several words given a width to wrap in, one to fit in, or other offsets, is drawn by `Text` itself.
 */
export const tickLabel: TickRenderer = ({ formattedValue, ...props }) => {
  const {
    dx = 0,
    dy = 0,
    textAnchor = 'start',
    verticalAnchor = 'end',
    angle,
    width,
    scaleToFit,
    lineHeight,
    capHeight,
    innerRef,
    innerTextRef,
    ...textProps
  } = props;
  const words = formattedValue == null ? [] : formattedValue.toString().split(/(?:(?!\u00A0+)\s+)/);
  // A width only matters to a label of several words (one word is a line of its own, however wide): a vertical
  // axis's labels get the margin's width from @visx/xychart, and each of them was measured for nothing.
  if (
    (width !== undefined && words.length > 1) ||
    scaleToFit ||
    lineHeight !== undefined ||
    capHeight !== undefined
  ) {
    return <Text {...props}>{formattedValue}</Text>;
  }
  const { x = 0, y = 0, fontSize } = textProps;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a label's own frame, as Text draws it; the chart's text is hidden from assistive technology (its figures are told in words beside it).
    <svg ref={innerRef} x={dx} y={dy} fontSize={fontSize} style={SVG_STYLE}>
      {drawable(x) && drawable(y) ? (
        <text
          ref={innerTextRef}
          transform={angle ? `rotate(${angle}, ${x}, ${y})` : ''}
          {...textProps}
          textAnchor={textAnchor}
        >
          <tspan x={x} dy={FIRST_LINE_DY[verticalAnchor]}>
            {words.join(' ')}
          </tspan>
        </text>
      ) : null}
    </svg>
  );
};

/** The kit's chart axis: @visx/xychart's Axis, its labels drawn by tickLabel. */
export function ChartAxis(props: ComponentProps<typeof Axis>) {
  return <Axis tickComponent={tickLabel} {...props} />;
}
