// The message catalogue, the labels and the status machine live in @kayoi/domain, where the server reads them
// too; the app keeps importing them from here (`@kayoi/api-client/messages`).
export * from '@kayoi/domain/labels';
export * from '@kayoi/domain/messages';
export * from '@kayoi/domain/status';
