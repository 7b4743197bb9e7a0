import 'styled-components';
import type { KayoiTheme } from './theme.ts';

declare module 'styled-components' {
  export interface DefaultTheme extends KayoiTheme {}
}
