/**
 * The multipart body the Laravel-style server reads (seed §5, §7): arrays as repeated `name[]` parts, booleans
 * as '1'/'0', Blobs and Files as file parts, null and undefined left out, everything else as text.
 * Used as openapi-fetch's `bodySerializer`; fetch then sets the multipart content type with its boundary.
 */
export function toFormData(fields: object): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      const arrayName = name.endsWith('[]') ? name : `${name}[]`;
      for (const item of value) appendPart(formData, arrayName, item);
    } else {
      appendPart(formData, name, value);
    }
  }
  return formData;
}

function appendPart(formData: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'boolean') formData.append(name, value ? '1' : '0');
  else if (value instanceof Blob) formData.append(name, value);
  else formData.append(name, String(value));
}

/**
 * openapi-fetch types a multipart body as the spec's schema, where file parts are binary strings and flags
 * '1'/'0'. The client's fields carry Blobs and booleans instead, which `toFormData` writes as the server
 * reads them; this names that one conversion instead of casting at every call.
 */
export const multipartBody = <Wire>(fields: object): Wire => fields as Wire;
