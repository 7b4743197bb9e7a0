// A weekly class's term (issue 28): its lessons run from its 開始日 (`starts_on`, by default the Tokyo day the
// class was created) to its 終了日 (`ends_on`, none = open-ended). Every place that lists or counts lessons —
// the day's lessons and class detail, the tablet roll, makeups, the dashboard and the reports — asks this one
// rule, so none of them shows a lesson from before the class existed.

/** SQL: class `alias` is in term on `day` (an SQL date expression). */
export const classInTerm = (alias: string, day: string) =>
  `(${alias}.starts_on <= ${day} and (${alias}.ends_on is null or ${alias}.ends_on >= ${day}))`;

/** SQL: class `alias`'s term meets the days `from`..`to` (SQL date expressions). */
export const classTermMeets = (alias: string, from: string, to: string) =>
  `(${alias}.starts_on <= ${to} and (${alias}.ends_on is null or ${alias}.ends_on >= ${from}))`;
