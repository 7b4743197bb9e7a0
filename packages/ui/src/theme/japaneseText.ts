// Japanese text rules, in a module of their own: mixins.ts travels with /login (the login card uses it), and
// nothing on /login uses these (its budget is 150 KB; the alert there keeps overflow-wrap only).

/**
 * Japanese line breaking: lines break between phrases (文節), not inside a word, so a sentence does not leave
 * 「い。」 alone on its last line and a name does not break into single characters. `auto-phrase` (Chromium,
 * for `lang="ja"`) finds the phrases; elsewhere `keep-all` breaks only at spaces and punctuation, and a phrase
 * longer than the line still wraps (`overflow-wrap`). `text-wrap: pretty` avoids a short last line.
 */
export const japaneseLineBreaks = `
  word-break: keep-all;
  overflow-wrap: anywhere;
  text-wrap: pretty;
  @supports (word-break: auto-phrase) {
    word-break: auto-phrase;
  }
`;

/**
 * The same in a table cell, where a column's width follows its longest unbreakable part: phrases stay whole
 * (the table scrolls inside its frame rather than breaking 竹内 杏 into one character a line).
 */
export const japaneseCellBreaks = `
  word-break: keep-all;
  overflow-wrap: break-word;
  @supports (word-break: auto-phrase) {
    word-break: auto-phrase;
  }
`;
