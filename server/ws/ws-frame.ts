// A complete WebSocket text frame as a server sends it (unmasked, RFC 6455 §5.2). The same frame
// bytes are valid for every client, so a message published to many subscribers is framed once.
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (n < 126) {
    frame[1] = n;
  } else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
