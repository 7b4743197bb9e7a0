// A consumer's file, typechecked against the .d.ts the kit ships (strict, NodeNext resolution).
import {
  Button,
  type ButtonProps,
  createTheme,
  type KayoiTheme,
  KayoiThemeProvider,
  KpiCard,
} from '@kayoi/ui';
import { type TrendPoint, WeeklyAttendanceChart } from '@kayoi/ui/charts';
import { themeMatrix } from '@kayoi/ui/testing';

const brand: KayoiTheme = createTheme({
  mode: 'dark',
  glass: false,
  color: { accent: { solid: '#c2185b' } },
});
const save: ButtonProps = { variant: 'primary', size: 'lg', children: '保存する' };
const points: TrendPoint[] = [];

export function Page() {
  return (
    <KayoiThemeProvider theme={brand}>
      <Button {...save} onPress={() => undefined} />
      <KpiCard label="本日の来館" unit="名" comparisonLabel="前日同時刻比" />
      <WeeklyAttendanceChart data={{ this_week: [], last_week: [] }} />
    </KayoiThemeProvider>
  );
}

// The types are real, not `any`: each line below must be an error.
// @ts-expect-error: no such variant
export const wrongVariant = <Button variant="huge">x</Button>;
// @ts-expect-error: a KPI card needs its unit and comparison label
export const missingProps = <KpiCard label="来館" />;
// @ts-expect-error: a colour mode is light or dark
createTheme({ mode: 'sepia' });

export const used = [points, themeMatrix.themes] as const;
