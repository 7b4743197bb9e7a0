import { exampleHandler } from '../examples.ts';

// 口座振替 (issue 16), the thinnest mock: each operation answers the example its spec gives (an account, a
// profile, a pre-check, a file, an import's outcome) to a caller its roles allow. No rule is written here: the
// name's conversion, what goes into the file, matching results and idempotency are the server's, tested there.
// Stories that need other states override a handler (answerHandler, errorHandler).

/** The request file's downloads answer a file (the example is ASCII: the same bytes in Shift_JIS). */
const zenginFile = {
  file: {
    mediaType: 'text/plain',
    charset: 'Shift_JIS',
    fileName: 'ZENGIN_1234567890_20261228_v1.txt',
    headers: { 'x-zengin-export-id': '3' },
  },
};

export const zenginHandlers = [
  exampleHandler('getCustomerBankAccount'),
  exampleHandler('updateCustomerBankAccount'),
  exampleHandler('listCollectionProfiles'),
  exampleHandler('createCollectionProfile'),
  exampleHandler('getCollectionProfile'),
  exampleHandler('updateCollectionProfile'),
  exampleHandler('deleteCollectionProfile'),
  exampleHandler('getZenginExportPrecheck'),
  exampleHandler('downloadZenginExport', zenginFile),
  exampleHandler('listZenginExports'),
  exampleHandler('downloadZenginExportVersion', zenginFile),
  exampleHandler('listTransferResults'),
  exampleHandler('importTransferResults'),
];
