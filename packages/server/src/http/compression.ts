import zlib from 'node:zlib';

// How hard an answer is compressed (issue 30). An answer up to SMALL_ANSWER bytes is compressed inline, in the
// request's turn, with brotli at quality 1; a larger one goes through a brotli stream at quality 4.
//
// Quality 4 builds a 512 KB hash table for every answer, however short: in the server a desk tap's 1.9 KB answer took
// 0.33 ms of zlib per tap at quality 4 against 0.10 ms at quality 1 (CPU profiles of the check-in bench on
// PostgreSQL, 2026-12-04), with 625 against 700 bytes on the wire. Both fit in TCP's first flight, so the smaller
// answer saves the user no round trip, while the 0.23 ms was 6–9 % of a tap's server CPU (2.6–3.6 ms with the database's). A large answer (the desk's
// 150 KB list) keeps quality 4: there the bytes are what a user waits for.

/** Answers up to this size are compressed inline; a set size, not the plugin's guess from the core count. */
const SMALL_ANSWER = 8 * 1024;

const smallBrotli = (buffer: Buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength,
    },
  });

/** The @fastify/compress options that set the levels: brotli 4 for streams, brotli 1 inline for small answers. */
export const compressionLevels = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  syncThreshold: SMALL_ANSWER,
  // The plugin takes the inline compressor from `zlib` when it has one: Node's, but for brotli's small answers.
  zlib: { ...zlib, brotliCompressSync: smallBrotli },
};
