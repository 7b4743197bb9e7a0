import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { glassSurface } from '../theme/mixins.ts';

export interface PublicPageProps {
  title: string;
  /** The school or club's name, shown above the title (beside the logo: what the logo does not say). */
  brand?: string;
  /**
   * The school's logo, in place of the Kayoi drop; `alt` is the school's name it shows. An image that cannot be
   * loaded gives way to the drop and the name written out (`alt` then `brand`).
   */
  logo?: { src: string; alt: string } | null;
  description?: ReactNode;
  children: ReactNode;
  /** Narrow (a message) or wide (a form); default wide. */
  width?: 'narrow' | 'wide';
}

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.backdrop};
  background-attachment: fixed;
  color: ${({ theme }) => theme.color.text.primary};
`;
const Bar = styled.header`
  ${glassSurface('strong')}
  border-width: 0 0 1px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 6)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  svg {
    width: 28px;
    height: 28px;
  }
  img {
    display: block;
    height: 40px;
    width: auto;
    max-width: min(240px, 50vw);
    object-fit: contain;
  }
  .drop {
    fill: ${({ theme }) => theme.color.accent.solid};
  }
  .wave {
    fill: none;
    stroke: ${({ theme }) => theme.color.accent.onSolid};
    stroke-width: 3;
    stroke-linecap: round;
  }
`;
const Main = styled.main<{ $width: 'narrow' | 'wide' }>`
  width: min(${({ $width }) => ($width === 'narrow' ? '640px' : '880px')}, 100%);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8, 4, 12)};
  outline: none;
  > .intro {
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  > .intro p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.color.text.secondary};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;
const Foot = styled.footer`
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A page for visitors, outside the staff shell (the public sign-up form, its thank-you page). */
export function PublicPage({
  title,
  brand = 'Kayoi 通い',
  logo,
  description,
  children,
  width = 'wide',
}: PublicPageProps) {
  // The URL that failed to load, so another logo (a store chosen next) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = logo && failed !== logo.src ? logo : null;
  const name = logo && !shown ? [logo.alt, brand].filter(Boolean).join(' ') : brand;
  return (
    <Page>
      <Bar>
        {shown ? (
          <img src={shown.src} alt={shown.alt} onError={() => setFailed(shown.src)} />
        ) : (
          <svg viewBox="0 0 56 56" aria-hidden="true">
            <path className="drop" d="M28 4C28 4 10 24 10 36a18 18 0 0 0 36 0C46 24 28 4 28 4z" />
            <path className="wave" d="M17 38c4-3 7-3 11 0s7 3 11 0" />
          </svg>
        )}
        {name ? <span>{name}</span> : null}
      </Bar>
      <Main $width={width} id="main-content" tabIndex={-1}>
        <div className="intro">
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
        </div>
        {children}
      </Main>
      <Foot>© 2026 Kayoi — 通い</Foot>
    </Page>
  );
}
