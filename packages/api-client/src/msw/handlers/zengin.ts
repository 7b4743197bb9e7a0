import { HttpResponse, http as mswHttp } from 'msw';
import { specExamples } from '../examples.ts';
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

/** The request file's downloads always answer a file (the example is ASCII: the same bytes in Shift_JIS). */
function zenginHandler(operationId: OperationId) {
  const { path, method } = operationAccess(operationId);
  const { status, examples } = specExamples(operationId);
  return mswHttp[method](mswPath(path), ({ request }) => {
    try {
      authorize(request, operationId);
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error);
      throw error;
    }
    if ('text/plain' in examples) {
      return new HttpResponse(String(examples['text/plain'] ?? ''), {
        status,
        headers: {
          'content-type': 'text/plain; charset=Shift_JIS',
          'content-disposition': 'attachment; filename="ZENGIN_1234567890_20261228_v1.txt"',
          'x-zengin-export-id': '3',
        },
      });
    }
    return HttpResponse.json(
      { ...(examples['application/json'] as object), timestamp: timestamp() },
      { status },
    );
  });
}

export const zenginHandlers = ZENGIN_OPERATIONS.map(zenginHandler);
