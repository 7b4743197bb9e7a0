import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

export interface LinkedTextProps {
  /** Plain text as the author typed it: never read as HTML. */
  text: string;
  /** `p` for a post's body, `span` inside a chat bubble. */
  as?: 'div' | 'span';
}

const Root = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: normal;
  unicode-bidi: plaintext;
  a {
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: underline;
  }
`;

// http(s) and mailto only: javascript:, data: and the rest stay text. A link ends at whitespace or at a
// character that does not belong in a URL as typed in Japanese text (、。「」（）).
const LINK =
  /\b(?:https?:\/\/[^\s<>"'、。「」（）]+|mailto:[^\s<>"'、。「」（）@]+@[^\s<>"'、。「」（）]+)/gi;
// Punctuation that ends a sentence rather than the URL.
const TRAILING = /[.,;:!?)\]]+$/;
// Direction overrides and isolates could make a link's text read as another (bidi spoofing): shown as text only.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The href a typed link may have: http(s) or mailto, parsed by the browser; anything else is no link. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into strings and links (what `LinkedText` draws). */
export function linkParts(text: string): (string | { href: string; text: string })[] {
  const clean = text.replace(/\0/g, '').replace(BIDI_CONTROLS, '');
  const parts: (string | { href: string; text: string })[] = [];
  let last = 0;
  for (const match of clean.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push(clean.slice(last, start));
    parts.push({ href, text: raw });
    last = start + raw.length;
  }
  if (last < clean.length) parts.push(clean.slice(last));
  return parts;
}

/**
 * Text an author typed (a post, a comment, a message), shown as text: line breaks kept, http(s) and mailto
 * addresses as links that open in a new tab, nothing else interpreted — `<script>` shows as `<script>`.
 */
export function LinkedText({ text, as = 'div' }: LinkedTextProps) {
  // Keyed by where each part starts in the text: the same text gives the same keys.
  let at = 0;
  const nodes: ReactNode[] = [];
  for (const part of linkParts(text)) {
    const key = at;
    if (typeof part === 'string') {
      nodes.push(<Fragment key={key}>{part}</Fragment>);
      at += part.length;
    } else {
      nodes.push(
        <a key={key} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
          {part.text}
        </a>,
      );
      at += part.text.length;
    }
  }
  return <Root as={as}>{nodes}</Root>;
}
