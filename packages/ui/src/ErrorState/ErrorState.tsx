import { RefreshCw, TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { StateBox } from '../EmptyState/EmptyState.tsx';

export interface ErrorStateProps {
  title?: string;
  message?: string | undefined;
  onRetry?: () => void;
}

const Box = styled(StateBox)`
  > svg {
    color: ${({ theme }) => theme.color.status.danger.text};
  }
`;

/** A part of the page could not load: what happened, and a way to try again. */
export function ErrorState({ title = '読み込みに失敗しました', message, onRetry }: ErrorStateProps) {
  return (
    <Box role="alert">
      <TriangleAlert aria-hidden="true" />
      <h2>{title}</h2>
      {message ? <p>{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} onPress={onRetry}>
          再試行
        </Button>
      ) : null}
    </Box>
  );
}
