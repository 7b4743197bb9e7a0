import zlib from 'node:zlib';

// Which answers are compressed, and how hard (issue 30). An answer under UNCOMPRESSED_BELOW goes as it is. One up to
// SMALL_ANSWER bytes is compressed inline, in the request's turn, with brotli at quality 1; a larger one goes through
// a brotli stream at quality 4.
//
// Compressing a small answer costs the server more than its zlib time. In the check-in bench (PostgreSQL, 20 desks,
// four interleaved runs, 2026-12-05) a tap's 1,830-byte answer, brotli'd to 713 bytes, cost 0.85–0.87 ms of the
// server's CPU a tap against 0.60–0.61 uncompressed: 0.10 ms on the main thread and 0.15 ms on V8's helper threads,
// whose extra full collections the compressors' native memory set off (4 against 1 in a run). Uncompressed the desks
// got 909–958 taps/s, p99 39–47 ms, against 786–808 taps/s, p99 60–63 ms. Below 4 KB an answer and its compressed
// form both fit in TCP's first flight, and the kilobytes saved are milliseconds only on a link slower than a desk's or
// a phone's: so the server spends its CPU where the bytes are worth it.
//
// Quality 4 builds a 512 KB hash table for every answer, however short: a 1.9 KB answer took 0.33 ms of zlib at
// quality 4 against 0.10 ms at quality 1 (CPU profiles of the check-in bench on PostgreSQL, 2026-12-04), for 625
// against 700 bytes on the wire. A large answer (the desk's 150 KB list) keeps quality 4: there the bytes are what a
// user waits for.

/** Answers under this size go uncompressed. */
const UNCOMPRESSED_BELOW = 4 * 1024;

/** Answers up to this size are compressed inline; a set size, not the plugin's guess from the core count. */
const SMALL_ANSWER = 8 * 1024;

const smallBrotli = (buffer: Buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength,
    },
  });

/**
 * The @fastify/compress options that say what is compressed and how hard: nothing under UNCOMPRESSED_BELOW, brotli 1
 * inline up to SMALL_ANSWER, brotli 4 in a stream above.
 */
export const compressionLevels = {
  threshold: UNCOMPRESSED_BELOW,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  syncThreshold: SMALL_ANSWER,
  // The plugin takes the inline compressor from `zlib` when it has one: Node's, but for brotli's small answers.
  zlib: { ...zlib, brotliCompressSync: smallBrotli },
};
