// マイページ's 進級 (issue 31): the members' grades, test results and the 認定証.

export const familyProgressMessages = {
  certificateNotFound: '認定証が見つかりません',
} as const;
