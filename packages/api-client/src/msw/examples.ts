import { HttpResponse, http as mswHttp } from 'msw';
import spec from '../specDocument.js';
import { authorize, errorResponse, MockApiError, timestamp } from './http.ts';
import { mswPath, type OperationId, operationAccess } from './spec.ts';

// The thinnest mock: an operation answers the example its spec gives, to a caller its roles allow, and no
// rule of the school. A JSON example gets the mock's timestamp; `file` names the non-JSON media type the
// operation answers instead: always (a download), or when a query parameter asks for it (the reports' format=csv).

interface SpecResponse {
  content?: Record<string, { example?: unknown }>;
}

export interface ExampleOptions {
  /**
   * A non-JSON answer: served always, or with `when` only when that query parameter has that value
   * (format=csv → text/csv); `headers` adds the operation's own (a download's version id).
   */
  file?: {
    when?: { param: string; value: string };
    mediaType: string;
    charset?: string;
    fileName: string;
    headers?: Record<string, string>;
  };
}

/** The operation's success status and its examples by media type. */
function specExamples(operationId: OperationId): {
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
    const asked = file?.when
      ? new URL(request.url).searchParams.get(file.when.param) === file.when.value
      : true;
    if (file && asked) {
      return new HttpResponse(String(examples[file.mediaType] ?? ''), {
        status,
        headers: {
          'content-type': `${file.mediaType}; charset=${file.charset ?? 'utf-8'}`,
          'content-disposition': `attachment; filename="${file.fileName}"`,
          ...file.headers,
        },
      });
    }
    const example = examples['application/json'] as object;
    return HttpResponse.json({ ...example, timestamp: timestamp() }, { status });
  });
}
