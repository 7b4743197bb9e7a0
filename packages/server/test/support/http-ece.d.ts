// http_ece (the receiving side of Web Push's aes128gcm, used by the notifications test) ships no types.
declare module 'http_ece' {
  const ece: {
    decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
  };
  export default ece;
}
