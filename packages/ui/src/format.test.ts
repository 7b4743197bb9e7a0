import { describe, expect, it } from 'vitest';
import { formatCardUid } from './format.ts';

describe('formatCardUid', () => {
  it('when the server masked the UID to its last 4, then it reads as •••• and the 4', () => {
    expect(formatCardUid('**********E5F6')).toBe('•••• E5F6');
    expect(formatCardUid('************0001')).toBe('•••• 0001');
  });

  it('when the UID is whole (an admin in the card registry), then it is shown as it is', () => {
    expect(formatCardUid('04A1B2C3D4E5F6')).toBe('04A1B2C3D4E5F6');
  });
});
