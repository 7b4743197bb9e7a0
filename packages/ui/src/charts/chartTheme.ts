import { buildChartTheme } from '@visx/xychart';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';

/** The visx chart theme from the Kayoi theme: the 5-colour viz palette, quiet grid, readable ticks. */
export function useChartTheme() {
  const theme = useTheme();
  return useMemo(
    () =>
      buildChartTheme({
        backgroundColor: 'transparent',
        colors: [...theme.viz],
        gridColor: theme.color.border.subtle,
        gridColorDark: theme.color.border.default,
        tickLength: 4,
        svgLabelSmall: { fill: theme.color.text.secondary, fontSize: 11, fontFamily: theme.font.family },
        svgLabelBig: { fill: theme.color.text.primary, fontSize: 12, fontFamily: theme.font.family },
        xAxisLineStyles: { stroke: theme.color.border.default },
        yAxisLineStyles: { stroke: theme.color.border.default },
        xTickLineStyles: { stroke: theme.color.border.default },
        yTickLineStyles: { stroke: theme.color.border.default },
      }),
    [theme],
  );
}
