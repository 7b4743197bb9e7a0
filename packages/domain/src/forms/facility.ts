import { z } from 'zod';
import { facilityKindLabels } from '../labels.ts';
import { masterFieldLabels, masterValidationMessages } from '../messages.ts';
import { optionalIdField } from './fields.ts';
import {
  choiceField,
  flagField,
  integerField,
  masterText,
  optionalDecimalField,
  optionalIntegerField,
  optionalMasterText,
  say,
} from './masterFields.ts';

const L = masterFieldLabels.facility;
const v = masterValidationMessages;

export const facilityKinds = Object.keys(facilityKindLabels) as [
  keyof typeof facilityKindLabels,
  ...(keyof typeof facilityKindLabels)[],
];

export const LANES_MAX = 30;

/**
 * One lane (or area of a studio): its number, a name (第3レーン when left empty), length in metres (25, 12.5),
 * depth from the shallow to the deep end, whether it is shared (一般開放と共用), how many swim in it at once.
 * `id` names a lane that already exists; a lane without one is new.
 */
const laneSchema = z
  .object({
    id: optionalIdField(say(L['lanes.id']).invalidChoice),
    number: integerField(L['lanes.number'], 1, 99),
    name: optionalMasterText(L['lanes.name'], 30),
    length_m: optionalDecimalField(L['lanes.length_m'], 1, 100, v.oneDecimal),
    min_depth_cm: optionalIntegerField(L['lanes.min_depth_cm'], 0, 1000),
    max_depth_cm: optionalIntegerField(L['lanes.max_depth_cm'], 0, 1000),
    is_shared: flagField(false),
    capacity: optionalIntegerField(L['lanes.capacity'], 1, 100),
    is_active: flagField(true),
  })
  .superRefine((lane, ctx) => {
    if (lane.min_depth_cm !== null && lane.max_depth_cm !== null && lane.max_depth_cm < lane.min_depth_cm) {
      ctx.addIssue({ code: 'custom', path: ['max_depth_cm'], message: v.depthOrder });
    }
  })
  .transform((lane) => ({ ...lane, name: lane.name ?? `第${lane.number}レーン` }));

/** The facility form (施設の登録・編集): a pool, studio or room of the store with its lanes. */
export const facilityFormSchema = z
  .object({
    name: masterText(L.name, 50),
    kind: choiceField(L.kind, facilityKinds),
    capacity: optionalIntegerField(L.capacity, 1, 10_000),
    notes: optionalMasterText(L.notes, 500),
    sort_order: integerField(L.sort_order, 0, 9_999, 0),
    is_active: flagField(true),
    lanes: z
      .array(laneSchema)
      .max(LANES_MAX, { error: say(L.lanes).tooLarge(LANES_MAX) })
      .default([]),
  })
  .superRefine((facility, ctx) => {
    const numbers = new Set<number>();
    facility.lanes.forEach((lane, i) => {
      if (numbers.has(lane.number)) {
        ctx.addIssue({ code: 'custom', path: ['lanes', i, 'number'], message: v.laneNumberDuplicate });
      }
      numbers.add(lane.number);
    });
  });

export type FacilityFormInput = z.input<typeof facilityFormSchema>;
export type FacilityFormValues = z.output<typeof facilityFormSchema>;
