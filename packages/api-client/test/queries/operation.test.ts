import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import * as op from '../../src/generated/operations.ts';
import { DEMO_TOKENS } from '../../src/msw/index.ts';
import {
  customerKeys,
  getCustomerQueryOptions,
  listCustomersQueryOptions,
} from '../../src/queries/customers.ts';
import { operationKey, query, queryKeyOf } from '../../src/queries/operation.ts';
import spec from '../../src/specDocument.js';
import { configureTestClient, useMockServer } from '../msw/support.ts';
import { testQueryClient } from './support.ts';

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
  configureTestClient({ token: DEMO_TOKENS.manager });
});

const specOperations = Object.entries(
  spec.paths as Record<string, Record<string, { operationId?: string; tags?: string[] }>>,
).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    operation.operationId ? [{ method: method.toUpperCase(), path, operationId: operation.operationId }] : [],
  ),
);

describe('the generated operation rows', () => {
  it('when the spec is read, then every operation but the event stream has its row, named by its id, with its method and path', () => {
    const rows = op as Record<string, { id: string; method: string; path: string }>;
    const expected = specOperations.filter((o) => o.operationId !== 'streamStoreEvents');
    expect(Object.keys(rows).sort()).toEqual(expected.map((o) => o.operationId).sort());
    for (const { operationId, method, path } of expected)
      expect(rows[operationId]).toMatchObject({ id: operationId, method, path });
  });

  it('when answers are read, then lists keep the envelope, records its data, files a Blob, no body null', () => {
    expect(op.listCustomers.answer).toBe('envelope');
    expect(op.deleteCustomer.answer).toBe('envelope');
    expect(op.getCustomer.answer).toBe('data');
    expect(op.exportCustomers.answer).toBe('blob');
    expect(op.downloadZenginExport.answer).toBe('text');
    expect(op.getCsrfCookie.answer).toBe('none');
    expect(op.createCustomer).toMatchObject({ multipart: true });
  });
});

describe('query and mutation options from the rows', () => {
  it('when keys are made, then they are [scope, operationId, params], zengin lives under billing and the import runs apart from customers', () => {
    expect(query(op.getCustomer, { path: { id: 7 } }).queryKey).toEqual([
      'customers',
      'getCustomer',
      { path: { id: 7 } },
    ]);
    expect(customerKeys.detail(7)).toEqual(getCustomerQueryOptions(7).queryKey);
    expect(operationKey(op.listZenginExports)).toEqual(['billing', 'listZenginExports']);
    expect(operationKey(op.listCustomerImports)).toEqual(['customerImports', 'listCustomerImports']);
    expect(operationKey(op.getCustomer)).toEqual(['customers', 'getCustomer']);
    expect(queryKeyOf(op.getHealth)).toEqual(['system', 'getHealth']);
  });

  it('when a list and a record are fetched, then the list keeps its meta and the record is the data alone', async () => {
    const page = await queryClient.fetchQuery(listCustomersQueryOptions({ page: 1 }));
    expect(page.meta.current_page).toBe(1);
    const first = page.data[0];
    if (!first) throw new Error('the fixtures have customers');
    const record = await queryClient.fetchQuery(getCustomerQueryOptions(first.id));
    expect(record.id).toBe(first.id);
    expect(record).not.toHaveProperty('success');
  });
});
