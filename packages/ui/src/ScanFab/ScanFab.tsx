import { Nfc } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

export interface ScanFabProps {
  /** True while the phone is scanning. */
  isScanning: boolean;
  onPress: () => void;
}

const Fab = styled(AriaButton)<{ $scanning: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space(5)};
  bottom: ${({ theme }) => theme.space(5)};
  z-index: ${({ theme }) => theme.z.topbar};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $scanning }) => theme.color.status[$scanning ? 'info' : 'success'].solid};
  color: ${({ theme, $scanning }) => theme.color.status[$scanning ? 'info' : 'success'].onSolid};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  svg {
    width: 24px;
    height: 24px;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

/** Android's manual scan (seed §2): Web NFC scans only after a user gesture, so the desk starts it here. */
export function ScanFab({ isScanning, onPress }: ScanFabProps) {
  return (
    <Fab $scanning={isScanning} onPress={onPress} aria-pressed={isScanning}>
      <Nfc aria-hidden="true" />
      {isScanning ? 'スキャン中…' : 'NFCスキャン開始'}
    </Fab>
  );
}
