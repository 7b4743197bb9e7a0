import { isApiError } from '@kayoi/api-client';
import { useCallback, useState } from 'react';

/** The server's words for refused fields (422), kept until the next send. */
export function useFieldErrors() {
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const take = useCallback((error: unknown) => {
    setFields(isApiError(error) ? error.fieldErrors : {});
  }, []);
  return { fields, take, clear: useCallback(() => setFields({}), []) };
}

/** The first message for a field (or one of its items: `rules.0.value`). */
export const fieldError = (fields: Record<string, string[]>, name: string) => fields[name]?.[0];
