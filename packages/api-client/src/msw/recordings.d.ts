/** One recording as the datasets read it (see recordings.js); `Dataset` (recording.ts) says the rest. */
interface Recording {
  answers: unknown[];
}

export declare const friday: Recording;
export declare const saturday: Recording;
export declare const billingFriday: Recording;
export declare const billingSaturday: Recording;
export declare const classesFriday: Recording;
export declare const classesSaturday: Recording;
export declare const communicationFriday: Recording;
export declare const communicationSaturday: Recording;
export declare const membershipFriday: Recording;
export declare const membershipSaturday: Recording;
