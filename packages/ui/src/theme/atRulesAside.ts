import { COMMENT, DECLARATION, type Element, KEYFRAMES, type Middleware, RULESET, stringify } from 'stylis';

// A component's at-rules (@media, @supports, @container, @keyframes) go into a style sheet of their own, after
// styled-components' one.
//
// Why: when an at-rule is added to a style sheet, Chromium does not work out which elements the new rule may
// style; it restyles every element that any rule of that sheet may match. styled-components keeps one sheet with
// the rules of every component and the global ones (`*` among them), so that is every element of the page, where a
// plain style rule added there restyles only the elements it may match. Measured on the dashboard (916 elements,
// 276 rules in that sheet): adding `.x{…}` cost the next style update 0.4 ms, adding `@media (…){.x{…}}` 28.9 ms;
// the same @media rule added to a small sheet of its own 0.2 ms. A login adds such at-rules with nearly every new
// part of the page (each glass surface's fallbacks, the KPI cards' container query, reduced-motion rules): after its
// tiles were laid out the page was restyled whole again (733 elements, 25–37 ms of the main thread), and is not
// now (52 elements, 4–6 ms).
//
// The cascade is kept: within one component an at-rule already follows the component's own declarations
// (stylis writes them first), so moving it after every other rule of the page changes what wins only where a
// later rule of the same component, or of a component extending it, sets the same property with the same
// specificity. A later rule of the same component is checked here (the at-rule then stays where it was); no
// component in the kit or the apps extends one with at-rules by setting a property those at-rules set (checked
// when this was written; `atRulesAside.test.ts` keeps the first case). An at-rule whose selectors are all classes
// is taken as a component's; a global style's (`*`, `body *`) stay in styled-components' sheet, which removes them
// when the global style goes. A global style with at-rules over classes alone would leave them in the second sheet
// after it went: none has any.

const AT_RULE = /^@(media|supports|container|keyframes)/;

/** Every selector inside the at-rule is a class (a component's), nothing global. */
function componentScoped(element: Element): boolean {
  if (element.type === RULESET)
    return Array.isArray(element.props) && element.props.every((p) => p.startsWith('.'));
  if (element.type === DECLARATION || element.type === COMMENT) return true;
  return Array.isArray(element.children) && element.children.every(componentScoped);
}

/** The properties an element's declarations set, with the selectors of the rules that set them. */
function declared(element: Element, selectors: readonly string[] = [], into = new Map<string, string[]>()) {
  if (element.type === DECLARATION && typeof element.props === 'string') {
    into.set(element.props, [...(into.get(element.props) ?? []), ...selectors]);
  } else if (Array.isArray(element.children)) {
    const own = element.type === RULESET && Array.isArray(element.props) ? element.props : selectors;
    for (const child of element.children) declared(child, own, into);
  }
  return into;
}

/** What a selector styles: its last compound's element name (any when it names none) and pseudo-element. */
function subject(selector: string): { tag: string; pseudo: string } {
  let plain = selector.replace(/\[[^\]]*\]/g, '[]');
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\([^()]*\)/g, '');
  const last =
    plain
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .pop() ?? '';
  const pseudo = /::([\w-]+)|:(before|after|first-line|first-letter)\b/.exec(last);
  return {
    tag: /^[a-zA-Z][\w-]*/.exec(last)?.[0].toLowerCase() ?? '*',
    pseudo: pseudo?.[1] ?? pseudo?.[2] ?? '',
  };
}

function mayStyleTheSame(a: string, b: string): boolean {
  const x = subject(a);
  const y = subject(b);
  return (x.tag === y.tag || x.tag === '*' || y.tag === '*') && x.pseudo === y.pseudo;
}

/** A later rule sets one of the at-rule's properties on an element (or pseudo-element) the at-rule may also style. */
function overrides(later: Map<string, string[]>, own: Map<string, string[]>): boolean {
  for (const [name, laterSelectors] of later) {
    const ownSelectors = own.get(name);
    if (ownSelectors?.some((a) => laterSelectors.some((b) => mayStyleTheSame(a, b)))) return true;
  }
  return false;
}

const placements = new WeakMap<Element[], readonly boolean[]>();

/**
 * Which of a component's top-level rules stay in styled-components' sheet, decided once for them all, last first:
 * every style rule; an at-rule that is global, or that a later rule staying there may override (specificity is not
 * compared, so this errs towards staying). The at-rules that go aside keep their order there.
 */
function staying(siblings: Element[]): readonly boolean[] {
  const known = placements.get(siblings);
  if (known) return known;
  const stays: boolean[] = [];
  const keptDeclarations: Map<string, string[]>[] = [];
  for (let at = siblings.length - 1; at >= 0; at--) {
    const element = siblings[at] as Element;
    // A keyframe's declarations style no element.
    const own = element.type === KEYFRAMES ? undefined : declared(element);
    const stay =
      !AT_RULE.test(element.type) ||
      (own !== undefined &&
        (!componentScoped(element) || keptDeclarations.some((later) => overrides(later, own))));
    stays[at] = stay;
    if (stay && own) keptDeclarations.push(own);
  }
  placements.set(siblings, stays);
  return stays;
}

/** Where the at-rules go: a style sheet (or, in a test, anything that takes rules as a sheet does). */
export interface RuleTarget {
  readonly cssRules: { readonly length: number };
  insertRule(rule: string, index: number): number;
}

/**
 * A stylis plugin (styled-components' `stylisPlugins`) that writes a component's at-rules into the target instead:
 * see above. Where the target is not there yet (styled-components has no sheet yet), a rule stays in place.
 */
export function atRulesInto(target: () => RuleTarget | undefined): Middleware {
  const plugin: Middleware = (element, index, children, callback) => {
    if (element.root || staying(children)[index]) return undefined;
    const sheet = target();
    if (!sheet) return undefined;
    try {
      sheet.insertRule(stringify(element, index, children, callback), sheet.cssRules.length);
    } catch {
      return undefined; // a rule this browser cannot read stays where styled-components puts it
    }
    // Written out there: styled-components' sheet gets nothing for it.
    element.type = COMMENT;
    element.return = '';
    element.children = [];
    return undefined;
  };
  // styled-components tells plugins apart by name (a minifier would shorten it).
  Object.defineProperty(plugin, 'name', { value: 'kayoiAtRulesAside' });
  return plugin;
}

let aside: CSSStyleSheet | undefined;

/** The page's sheet for at-rules, placed right after styled-components' own (none before that exists). */
function asideSheet(): CSSStyleSheet | undefined {
  if (aside?.ownerNode?.isConnected) return aside;
  if (typeof document === 'undefined') return undefined;
  const styled = document.head.querySelectorAll('style[data-styled]');
  const last = styled[styled.length - 1];
  if (!last) return undefined;
  const tag = document.createElement('style');
  tag.setAttribute('data-kayoi-at-rules', '');
  last.after(tag);
  aside = tag.sheet ?? undefined;
  return aside;
}

export const atRulesAside = atRulesInto(asideSheet);
