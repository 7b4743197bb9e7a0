import { Nfc } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { glassSurface } from '../theme/mixins.ts';

export interface LoginCardProps {
  title?: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(6, 4)};
  background: ${({ theme }) => theme.color.backdrop};
  color: ${({ theme }) => theme.color.text.primary};
`;
const Card = styled.div`
  ${glassSurface('strong')}
  width: min(420px, 100%);
  padding: ${({ theme }) => theme.space(8, 8, 6)};
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;
const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    letter-spacing: 0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const Drop = styled.svg`
  width: 56px;
  height: 56px;
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
const Foot = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The login page's centred glass card with the product mark. */
export function LoginCard({
  title = 'Kayoi',
  subtitle = 'スタッフログイン',
  children,
  footer,
}: LoginCardProps) {
  return (
    <Page>
      <Card>
        <Head>
          <Drop viewBox="0 0 56 56" aria-hidden="true">
            <path className="drop" d="M28 4C28 4 10 24 10 36a18 18 0 0 0 36 0C46 24 28 4 28 4z" />
            <path className="wave" d="M17 38c4-3 7-3 11 0s7 3 11 0" />
          </Drop>
          <h1>
            {title} <span lang="ja">通い</span>
          </h1>
          <p>{subtitle}</p>
        </Head>
        {children}
        {footer ? <Foot>{footer}</Foot> : null}
      </Card>
    </Page>
  );
}

const Hint = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px dashed ${({ theme }) => theme.color.accent.text};
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    width: 18px;
    height: 18px;
  }
`;

/** The NFC badge of the login page (seed §2): a staff card works too. */
export function NfcHint({ children = 'NFCカードでもログインできます' }: { children?: ReactNode }) {
  return (
    <Hint>
      <Nfc aria-hidden="true" />
      {children}
    </Hint>
  );
}
