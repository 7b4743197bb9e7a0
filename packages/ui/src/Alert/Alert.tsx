import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` (default for danger/warning) interrupts the screen reader; `status` waits its turn. */
  role?: 'alert' | 'status';
}

const icons: Record<AlertTone, ReactNode> = {
  info: <Info aria-hidden="true" />,
  success: <CheckCircle2 aria-hidden="true" />,
  warning: <TriangleAlert aria-hidden="true" />,
  danger: <AlertCircle aria-hidden="true" />,
};

const Box = styled.div<{ $tone: AlertTone }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2, 3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  > svg {
    width: 20px;
    height: 20px;
    color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  }
`;
const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Body = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** An inline message in a form or page (a failed login, a notice); toasts are for passing news. */
export function Alert({ tone = 'info', title, children, role }: AlertProps) {
  const ariaRole = role ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status');
  return (
    <Box $tone={tone} role={ariaRole}>
      {icons[tone]}
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Body>
    </Box>
  );
}
