import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { may, permissions } from './permissions.ts';

type Operation = { operationId?: string; 'x-roles'?: string[] };

const rolesOf = (operationId: string): string[] | null => {
  for (const item of Object.values(spec.paths as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId === operationId) return operation['x-roles'] ?? null;
    }
  }
  throw new Error(`${operationId} is not in the spec`);
};

describe('permissions', () => {
  it.each([
    'deletePreRegistration',
    'exportCustomers',
    'deleteCustomer',
    'deleteCustomerContract',
    'enrollReaderDevice',
    'listReaderDevices',
    'revokeReaderDevice',
    'setCardPin',
    'getBackupStatus',
    'deleteClass',
    'updateSchoolClassRules',
    'getCustomerBankAccount',
    'createMemberNotice',
    'getLessonNoticeDraft',
    'withdrawMemberNotice',
    'getLineChannel',
  ] as const)(
    'when the screens decide whether to offer %s, then they follow the spec’s x-roles',
    (operationId) => {
      expect([...permissions[operationId]].sort()).toEqual([...(rolesOf(operationId) ?? [])].sort());
    },
  );

  it.each([
    ['writeSchoolMasters', ['Facility', 'School', 'ProgramCategory', 'Program', 'Grade']],
    ['writeStores', ['Store']],
  ] as const)(
    'when the master screens decide whether to offer %s, then they follow the spec’s x-roles',
    (permission, records) => {
      for (const record of records) {
        for (const verb of ['create', 'update', 'delete']) {
          expect([...permissions[permission]].sort(), `${verb}${record}`).toEqual(
            [...(rolesOf(`${verb}${record}`) ?? [])].sort(),
          );
        }
      }
    },
  );

  it('when staff look at a customer, then withdrawing and deleting are not offered; managers may', () => {
    expect(may('staff', 'withdrawCustomer')).toBe(false);
    expect(may('staff', 'deleteCustomer')).toBe(false);
    expect(may('manager', 'withdrawCustomer')).toBe(true);
    expect(may('admin', 'deleteCustomer')).toBe(true);
  });

  it('when staff open the settings, then enrolling or revoking a reader device and a card PIN are not offered', () => {
    expect(may('staff', 'enrollReaderDevice')).toBe(false);
    expect(may('staff', 'setCardPin')).toBe(false);
    expect(may('manager', 'revokeReaderDevice')).toBe(true);
    expect(may('admin', 'setCardPin')).toBe(true);
  });
});
