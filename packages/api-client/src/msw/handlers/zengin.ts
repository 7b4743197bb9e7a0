import { HttpResponse, http as mswHttp } from 'msw';
import spec from '../../generated/openapi.json' with { type: 'json' };
import { authorize, errorResponse, MockApiError, timestamp } from '../http.ts';
import { mswPath, type OperationId, operationAccess } from '../spec.ts';

// 口座振替 (issue 16), the thinnest mock: each operation answers the example its spec gives (an account, a
// profile, a pre-check, a file, an import's outcome) to a caller its roles allow. No rule is written here: the
// name's conversion, what goes into the file, matching results and idempotency are the server's, tested there.
// Stories that need other states override a handler (answerHandler, errorHandler).

const ZENGIN_OPERATIONS = [
  'getCustomerBankAccount',
  'updateCustomerBankAccount',
  'listCollectionProfiles',
  'createCollectionProfile',
  'getCollectionProfile',
  'updateCollectionProfile',
  'deleteCollectionProfile',
  'getZenginExportPrecheck',
  'downloadZenginExport',
  'listZenginExports',
  'downloadZenginExportVersion',
  'listTransferResults',
  'importTransferResults',
] as const satisfies readonly OperationId[];

interface SpecResponse {
  headers?: Record<string, unknown>;
  content?: Record<string, { example?: unknown }>;
}

function exampleHandler(operationId: OperationId) {
  const { path, method } = operationAccess(operationId);
  const paths = spec.paths as unknown as Record<
    string,
    Record<string, { responses: Record<string, SpecResponse> }>
  >;
  const responses = paths[path]?.[method]?.responses ?? {};
  const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
  const content = responses[status]?.content ?? {};
  return mswHttp[method](mswPath(path), ({ request }) => {
    try {
      authorize(request, operationId);
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error);
      throw error;
    }
    const file = content['text/plain'];
    if (file) {
      // The request file: ASCII in the example, so its bytes are the same in Shift_JIS.
      return new HttpResponse(String(file.example ?? ''), {
        status: Number(status),
        headers: {
          'content-type': 'text/plain; charset=Shift_JIS',
          'content-disposition': 'attachment; filename="ZENGIN_1234567890_20261228_v1.txt"',
          'x-zengin-export-id': '3',
        },
      });
    }
    const example = content['application/json']?.example as object;
    return HttpResponse.json({ ...example, timestamp: timestamp() }, { status: Number(status) });
  });
}

export const zenginHandlers = ZENGIN_OPERATIONS.map(exampleHandler);
