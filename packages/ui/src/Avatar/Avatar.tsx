import { useState } from 'react';
import styled from 'styled-components';

export interface AvatarProps {
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Next to the visible name: hidden from screen readers so the name is not read twice. */
  decorative?: boolean;
}

const SIZES = { sm: 28, md: 36, lg: 64 } as const;

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.text};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A staff or customer photo, or the first character of the name on a tinted circle. A photo that cannot be
 * loaded (deleted, or its signed URL expired on a screen left open) shows the initial, not a broken image.
 */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const initial = Array.from(name.trim())[0] ?? '?';
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Circle $size={SIZES[size]} {...a11y}>
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </Circle>
  );
}
