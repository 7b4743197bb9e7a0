import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { atRulesInto, type RuleTarget } from './atRulesAside.ts';

/** Compiles CSS as styled-components does (plugins, then stringify, then one string per rule). */
function compileWith(css: string, sheet: RuleTarget | undefined) {
  const rules: string[] = [];
  serialize(
    compile(css),
    middleware([atRulesInto(() => sheet), stringify, rulesheet((rule) => rules.push(rule))]),
  );
  return rules;
}

function recordingSheet() {
  const rules: string[] = [];
  return {
    rules,
    sheet: {
      cssRules: rules,
      insertRule(rule: string, index: number) {
        rules.splice(index, 0, rule);
        return index;
      },
    } satisfies RuleTarget,
  };
}

describe('a component’s at-rules go into a sheet of their own', () => {
  it('moves @media, @supports, @container and @keyframes, and leaves the style rules in order', () => {
    const aside = recordingSheet();
    const main = compileWith(
      `.a{background:rgba(255,255,255,.6);
        @supports not (backdrop-filter: blur(1px)){background:#fff;}
        @media (prefers-reduced-transparency: reduce){background:#fff;backdrop-filter:none;}
        @container (min-width: 640px){grid-template-columns:repeat(4,1fr);}
        &[data-hovered]{color:red;}}
       @keyframes fade{from{opacity:0;}}`,
      aside.sheet,
    );
    expect(main).toEqual(['.a{background:rgba(255,255,255,.6);}', '.a[data-hovered]{color:red;}']);
    expect(aside.rules).toEqual([
      '@supports not (backdrop-filter: blur(1px)){.a{background:#fff;}}',
      '@media (prefers-reduced-transparency: reduce){.a{background:#fff;backdrop-filter:none;}}',
      '@container (min-width: 640px){.a{grid-template-columns:repeat(4,1fr);}}',
      '@keyframes fade{from{opacity:0;}}',
    ]);
  });

  it('keeps an at-rule where a later rule of the component may set the same property on the same element', () => {
    const aside = recordingSheet();
    const main = compileWith(
      `.a{@media (max-width: 767px){padding:8px;}&[data-compact]{padding:4px;}
          @media (prefers-reduced-motion: reduce){&::after{transition:none;}} &::after{color:red;}
          h2{word-break:keep-all;} @supports (word-break: auto-phrase){h2{word-break:auto-phrase;}} p{word-break:keep-all;}}`,
      aside.sheet,
    );
    // [data-compact] may be the same element: the @media rule must stay before it. ::after sets no transition
    // later, and p is not h2: those two go.
    expect(main).toContain('@media (max-width: 767px){.a{padding:8px;}}');
    expect(aside.rules).toEqual([
      '@media (prefers-reduced-motion: reduce){.a::after{transition:none;}}',
      '@supports (word-break: auto-phrase){.a h2{word-break:auto-phrase;}}',
    ]);
    expect(main.indexOf('@media (max-width: 767px){.a{padding:8px;}}')).toBeLessThan(
      main.indexOf('.a[data-compact]{padding:4px;}'),
    );
  });

  it('keeps an at-rule before a later one of the component that stays, and moves a pair that both go in order', () => {
    const aside = recordingSheet();
    const main = compileWith(
      `.a{@media (min-width: 1px){padding:8px;} @media (max-width: 767px){padding:4px;margin:0;} &[data-compact]{margin:2px;}}
       .b{@supports not (backdrop-filter: blur(1px)){background:#fff;} @media (prefers-reduced-transparency: reduce){background:#eee;}}`,
      aside.sheet,
    );
    // The max-width rule stays before [data-compact] (margin); the min-width rule then stays before it (padding).
    expect(main).toEqual([
      '@media (min-width: 1px){.a{padding:8px;}}',
      '@media (max-width: 767px){.a{padding:4px;margin:0;}}',
      '.a[data-compact]{margin:2px;}',
    ]);
    expect(aside.rules).toEqual([
      '@supports not (backdrop-filter: blur(1px)){.b{background:#fff;}}',
      '@media (prefers-reduced-transparency: reduce){.b{background:#eee;}}',
    ]);
  });

  it('keeps global at-rules (selectors that are not a class) in styled-components’ sheet', () => {
    const aside = recordingSheet();
    const main = compileWith(
      `@media (prefers-reduced-motion: reduce){*,*::before{animation-duration:0.01ms !important;}}
       @media print{body *{visibility:hidden;} .receipt{visibility:visible;}}`,
      aside.sheet,
    );
    expect(aside.rules).toEqual([]);
    expect(main).toHaveLength(2);
  });

  it('leaves every rule in place while there is no sheet, or when the sheet refuses a rule', () => {
    const css = '.a{@media (max-width: 767px){padding:8px;}}';
    expect(compileWith(css, undefined)).toEqual(['@media (max-width: 767px){.a{padding:8px;}}']);
    const refusing: RuleTarget = {
      cssRules: [],
      insertRule() {
        throw new SyntaxError('unsupported');
      },
    };
    expect(compileWith(css, refusing)).toEqual(['@media (max-width: 767px){.a{padding:8px;}}']);
  });
});
