import { z } from 'zod';
import { disciplineLabels } from '../labels.ts';
import { masterFieldLabels } from '../messages.ts';
import { idField } from './fields.ts';
import { choiceField, flagField, integerField, masterText, optionalMasterText, say } from './masterFields.ts';

const S = masterFieldLabels.school;
const C = masterFieldLabels.programCategory;

export const disciplines = Object.keys(disciplineLabels) as [
  keyof typeof disciplineLabels,
  ...(keyof typeof disciplineLabels)[],
];

/** The school form (スクールの登録・編集): a discipline the store teaches, e.g. スイミング or 体操. */
export const schoolFormSchema = z.object({
  name: masterText(S.name, 50),
  discipline: choiceField(S.discipline, disciplines),
  description: optionalMasterText(S.description, 500),
  sort_order: integerField(S.sort_order, 0, 9_999, 0),
  is_active: flagField(true),
});

export type SchoolFormInput = z.input<typeof schoolFormSchema>;
export type SchoolFormValues = z.output<typeof schoolFormSchema>;

/** The program category form (カテゴリの登録・編集): ベビー, 幼児, ジュニア, 成人, 選手コース … of one school. */
export const programCategoryFormSchema = z.object({
  school_id: idField({ required: say(C.school_id).required, invalid: say(C.school_id).invalidChoice }),
  name: masterText(C.name, 50),
  description: optionalMasterText(C.description, 500),
  sort_order: integerField(C.sort_order, 0, 9_999, 0),
  is_active: flagField(true),
});

export type ProgramCategoryFormInput = z.input<typeof programCategoryFormSchema>;
export type ProgramCategoryFormValues = z.output<typeof programCategoryFormSchema>;
