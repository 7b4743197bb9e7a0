import { describe, expect, it } from 'vitest';
import { contractSubline } from './AttendanceModal.tsx';

describe('contractSubline', () => {
  it('when the plan names its program, then the line under it has only the grade', () => {
    expect(contractSubline('ジュニアコース 週2回', 'ジュニアコース', '10級')).toBe('10級');
    expect(contractSubline('ジュニアコース', 'ジュニアコース', null)).toBe('');
  });

  it('when the plan has a name of its own, then the program is written with its grade', () => {
    expect(contractSubline('週2回プラン', 'ジュニアコース', '10級')).toBe('ジュニアコース（10級）');
    expect(contractSubline('週2回プラン', 'ジュニアコース')).toBe('ジュニアコース');
    expect(contractSubline('週2回プラン', null, '10級')).toBe('10級');
  });
});
