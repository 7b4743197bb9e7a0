import { HttpResponse, http as mswHttp } from 'msw';
import spec from '../generated/openapi.json' with { type: 'json' };
import { authorize, errorResponse, MockApiError, timestamp } from './http.ts';
import { mswPath, type OperationId, operationAccess } from './spec.ts';

// The thinnest mock: an operation answers the example its spec gives, to a caller its roles allow, and no
// rule of the school. A JSON example gets the mock's timestamp; `files` names the non-JSON media types the
// operation may answer instead (the reports' `format=csv`), chosen by a query parameter.

interface SpecResponse {
  content?: Record<string, { example?: unknown }>;
}

export interface ExampleOptions {
  /** A non-JSON answer: served when the query parameter `param` has `value` (format=csv → text/csv). */
  file?: { param: string; value: string; mediaType: string; fileName: string };
}

/** The operation's success status and its examples by media type. */
export function specExamples(operationId: OperationId): {
  status: number;
  examples: Record<string, unknown>;
} {
  const { path, method } = operationAccess(operationId);
  const paths = spec.paths as unknown as Record<
    string,
    Record<string, { responses: Record<string, SpecResponse> }>
  >;
  const responses = paths[path]?.[method]?.responses ?? {};
  const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
  const examples = Object.fromEntries(
    Object.entries(responses[status]?.content ?? {}).map(([type, media]) => [type, media.example]),
  );
  return { status: Number(status), examples };
}

/** A handler answering the spec's example of the operation. */
export function exampleHandler(operationId: OperationId, options: ExampleOptions = {}) {
  const { path, method } = operationAccess(operationId);
  const { status, examples } = specExamples(operationId);
  return mswHttp[method](mswPath(path), ({ request }) => {
    try {
      authorize(request, operationId);
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error);
      throw error;
    }
    const { file } = options;
    if (file && new URL(request.url).searchParams.get(file.param) === file.value) {
      return new HttpResponse(String(examples[file.mediaType] ?? ''), {
        status,
        headers: {
          'content-type': `${file.mediaType}; charset=utf-8`,
          'content-disposition': `attachment; filename="${file.fileName}"`,
        },
      });
    }
    const example = examples['application/json'] as object;
    return HttpResponse.json({ ...example, timestamp: timestamp() }, { status });
  });
}
