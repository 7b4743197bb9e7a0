/** The bundled OpenAPI document, typed as far as its readers use it (see specDocument.js). */
export interface SpecDocument {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown>; [part: string]: Record<string, unknown> };
  [key: string]: unknown;
}

declare const spec: SpecDocument;
export default spec;
