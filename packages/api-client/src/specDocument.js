// The bundled contract (generated/openapi.json, 15 MB) as data for the mock server and the contract checks. Its
// type is specDocument.d.ts: imported from TypeScript directly, the compiler read and typed the whole document in
// every package that reaches the mock (issue 27: a third of the staff app's typecheck).
import spec from './generated/openapi.json' with { type: 'json' };

export default spec;
