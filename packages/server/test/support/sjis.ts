/** Shift_JIS (Windows-31J) bytes of `text`: the platform decodes Shift_JIS but does not encode it, so the
 * encoder is the decoder's table turned round, over every one- and two-byte code. */
export const sjisOf = (() => {
  let table: Map<string, number[]> | undefined;
  return (text: string): Buffer => {
    if (!table) {
      table = new Map();
      const decoder = new TextDecoder('shift_jis', { fatal: true });
      for (let byte = 0; byte < 0x100; byte++) {
        try {
          const char = decoder.decode(new Uint8Array([byte]));
          if (!table.has(char)) table.set(char, [byte]);
        } catch {}
      }
      for (let lead = 0x81; lead <= 0xfc; lead++) {
        for (let trail = 0x40; trail <= 0xfc; trail++) {
          try {
            const char = decoder.decode(new Uint8Array([lead, trail]));
            if (char.length === 1 && !table.has(char)) table.set(char, [lead, trail]);
          } catch {}
        }
      }
    }
    const bytes: number[] = [];
    for (const char of text) {
      const code = table.get(char);
      if (!code) throw new Error(`not in Shift_JIS: ${char}`);
      bytes.push(...code);
    }
    return Buffer.from(bytes);
  };
})();
