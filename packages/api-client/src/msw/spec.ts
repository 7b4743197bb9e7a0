import type { operations } from '../generated/schema.ts';
import type { Role } from '../queries/types.ts';
import spec from '../specDocument.js';

export type OperationId = keyof operations;

export interface OperationAccess {
  method: 'get' | 'put' | 'post' | 'patch' | 'delete';
  /** The spec's path, e.g. `/api/customer-pre-registrations/{id}`. */
  path: string;
  /** No bearer token needed (`security: []`). */
  isPublic: boolean;
  /** `x-roles`; null = every signed-in role. */
  roles: readonly Role[] | null;
}

interface SpecOperation {
  operationId?: string;
  security?: unknown[];
  'x-roles'?: Role[];
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

// Read from the bundled spec, so the mock server enforces exactly the roles the real one does.
const access = new Map<string, OperationAccess>();
for (const [path, item] of Object.entries(
  spec.paths as Record<string, Record<string, SpecOperation | undefined>>,
)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation?.operationId) continue;
    const security = operation.security ?? spec.security;
    access.set(operation.operationId, {
      method,
      path,
      isPublic: security.length === 0,
      roles: operation['x-roles'] ?? null,
    });
  }
}

export function operationAccess(operationId: OperationId): OperationAccess {
  const found = access.get(operationId);
  if (!found) throw new Error(`Operation ${operationId} is not in the spec`);
  return found;
}

/** MSW's form of a spec path: `/api/x/{id}` → `/api/x/:id`. */
export const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
