import { SETUP_GUIDE_STEPS, type SetupGuideStepKey } from '@kayoi/domain/setup-guide';
import type { SetupFacts } from './repository.ts';

export interface SetupGuideStep {
  key: SetupGuideStepKey;
  done: boolean;
  count: number;
}

export interface SetupGuide {
  steps: SetupGuideStep[];
  done_count: number;
  total_count: number;
  complete: boolean;
  hidden: boolean;
}

/**
 * Each step ticked from the data (SetupGuideStep in the spec says what counts): a step is done by what the
 * school entered, never by a click on the guide. `verifiedBackups` is null when the server keeps no backups.
 */
export function setupGuide(facts: SetupFacts, verifiedBackups: number | null, hidden: boolean): SetupGuide {
  const state: Record<SetupGuideStepKey, { done: boolean; count: number }> = {
    store: { done: facts.hasContact && facts.businessHourDays > 0, count: facts.businessHourDays },
    facilities: { done: facts.facilities > 0 && facts.poolsWithoutLanes === 0, count: facts.facilities },
    programs: { done: facts.pricedPrograms > 0, count: facts.pricedPrograms },
    grades: { done: facts.grades > 0, count: facts.grades },
    staff: { done: facts.staff > 0, count: facts.staff },
    classes: { done: facts.classes > 0, count: facts.classes },
    members: { done: facts.members > 0, count: facts.members },
    billing: {
      done: facts.billingSettingsSaved && facts.collectionProfiles > 0,
      count: facts.collectionProfiles,
    },
    backup: { done: (verifiedBackups ?? 0) > 0, count: verifiedBackups ?? 0 },
  };
  const steps = SETUP_GUIDE_STEPS.map((key) => ({ key, ...state[key] }));
  const doneCount = steps.filter((step) => step.done).length;
  return {
    steps,
    done_count: doneCount,
    total_count: steps.length,
    complete: doneCount === steps.length,
    hidden,
  };
}
