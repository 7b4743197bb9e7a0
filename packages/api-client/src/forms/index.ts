// The form schemas live in @kayoi/domain, where the server parses the same forms; the app keeps importing them
// from here (`@kayoi/api-client/forms`).
export * from '@kayoi/domain/forms';
