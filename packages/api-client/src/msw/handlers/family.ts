import { serverMessages } from '@kayoi/domain/messages';
import { HttpResponse, http as mswHttp } from 'msw';
import spec from '../../specDocument.js';
import { exampleHandler } from '../examples.ts';
import { errorResponse, MockApiError, timestamp } from '../http.ts';
import { mswPath, type OperationId, operationAccess } from '../spec.ts';

// The family portal (issue 31), the thinnest mock: each operation answers the example its spec gives. The family
// operations take a family session, which here is any bearer token of the examples' shape (`fam_…`, what the
// example login answers); a staff token or none is 401, as on the server. The public ones (login, invitation,
// password reset) answer their example to anyone. No rule is written here: credentials, lockouts, the
// invitation's expiry and single use, which members a family reaches and the absence cutoff are the server's,
// tested there. Stories that need other states override a handler (answerHandler, errorHandler).

interface SpecResponse {
  content?: Record<string, { example?: unknown }>;
}

const FAMILY_TOKEN = /^Bearer\s+fam_\S+$/i;

/** The 401 a request without a family session gets, as on the server; null when it has one. */
const withoutFamilySession = (request: Request) =>
  FAMILY_TOKEN.test(request.headers.get('authorization') ?? '')
    ? null
    : errorResponse(new MockApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated));

export function familyExample(operationId: OperationId) {
  const { path, method, isPublic } = operationAccess(operationId);
  const responses =
    (spec.paths as unknown as Record<string, Record<string, { responses: Record<string, SpecResponse> }>>)[
      path
    ]?.[method]?.responses ?? {};
  const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
  const example = responses[status]?.content?.['application/json']?.example as object;
  return mswHttp[method](mswPath(path), ({ request }) => {
    const refused = isPublic ? null : withoutFamilySession(request);
    if (refused) return refused;
    return HttpResponse.json({ ...example, timestamp: timestamp() }, { status: Number(status) });
  });
}

/** A file a family session downloads (its bytes are the server's, tested there); 401 without a session. */
function familyFile(
  method: 'get' | 'post',
  path: string,
  file: { type: string; name: string; body: string },
) {
  return mswHttp[method](mswPath(path), ({ request }) => {
    const refused = withoutFamilySession(request);
    if (refused) return refused;
    return new HttpResponse(new Blob([file.body], { type: file.type }), {
      headers: { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.name}"` },
    });
  });
}

const PDF = { type: 'application/pdf', body: '%PDF-1.3\n%%EOF\n' };

export const familyHandlers = [
  familyExample('loginFamily'),
  familyExample('logoutFamily'),
  familyExample('logoutFamilyOtherSessions'),
  familyExample('previewFamilyInvitation'),
  familyExample('acceptFamilyInvitation'),
  familyExample('requestFamilyPasswordReset'),
  familyExample('resetFamilyPassword'),
  familyExample('requestFamilyLoginLink'),
  familyExample('redeemFamilyLoginLink'),
  familyExample('getFamilyMe'),
  familyExample('getFamilyHome'),
  familyExample('reportFamilyAbsence'),
  // キャンセル待ち (issue 31)
  familyExample('listFamilyWaitlist'),
  familyExample('joinFamilyWaitlist'),
  familyExample('acceptFamilyWaitlistOffer'),
  familyExample('declineFamilyWaitlistOffer'),
  familyExample('leaveFamilyWaitlist'),
  familyExample('getFamilyProgress'),
  // 進級's 認定証, 請求・お支払い's receipt (issue 32): a one-page PDF.
  familyFile('get', '/api/family/members/{customerId}/certificates/{resultId}', {
    ...PDF,
    name: 'certificate.pdf',
  }),
  // 請求・お支払い (issue 32)
  familyExample('listFamilyInvoices'),
  familyExample('getFamilyInvoice'),
  familyExample('listFamilyBankAccounts'),
  familyFile('post', '/api/family/payments/{id}/receipt', { ...PDF, name: 'receipt.pdf' }),
  familyFile('get', '/api/family/payment-summary', {
    type: 'text/csv',
    name: 'payments.csv',
    body: '\uFEFF月,佐藤 陽向,佐藤 結菜,合計\r\n年間合計,0,0,0\r\n',
  }),
  familyExample('getFamilyMakeupOptions'),
  familyExample('bookFamilyMakeup'),
  familyExample('cancelFamilyMakeupBooking'),
  // The customer record's side is staff's: a staff session, as every staff operation.
  exampleHandler('getCustomerFamilyAccess'),
  exampleHandler('sendFamilyInvitation'),
  exampleHandler('setFamilyAccountState'),
];
