// The frames the stream hub writes itself, read back by the WebSocket library's own client-side
// frame reader: short, 16-bit and 64-bit payload lengths, and text that is not ASCII.
import { describe, expect, it } from 'vitest';
import { Receiver } from 'ws';
import { textFrame } from '../../server/ws/ws-frame';

function readBack(frame: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => (isBinary ? reject(new Error('binary frame')) : resolve(data.toString())));
    receiver.on('error', reject);
    receiver.write(frame);
  });
}

describe('a prebuilt text frame', () => {
  it.each([5, 125, 126, 65_535, 65_536, 200_000])('carries a %i-byte payload intact', async (size) => {
    const text = 'é'.repeat(Math.floor(size / 2)) + 'x'.repeat(size % 2);
    const payload = Buffer.from(text);
    expect(payload.length).toBe(size);
    const frame = textFrame(payload);
    expect(frame[0]).toBe(0x81);
    expect(frame[1] & 0x80).toBe(0); // a server never masks
    expect(await readBack(frame)).toBe(text);
  });
});
