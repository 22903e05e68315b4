// The frames the stream hub writes itself, read by a real WebSocket client: a bare TCP server
// answers the client's handshake and then writes one prebuilt frame, at short, 16-bit and 64-bit
// payload lengths, with text that is not ASCII.
import { createHash } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { textFrame } from '../../server/ws/ws-frame';

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

async function readBack(frame: Buffer): Promise<string> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.once('data', (head) => {
      const key = /sec-websocket-key: *(\S+)/i.exec(head.toString())?.[1] ?? '';
      const accept = createHash('sha1').update(key + HANDSHAKE_GUID).digest('base64');
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
      socket.write(frame);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const client = new WebSocket(`ws://127.0.0.1:${port}/`, { maxPayload: 1 << 20 });
      client.on('message', (data, isBinary) => {
        client.terminate();
        if (isBinary) reject(new Error('a binary frame')); else resolve(data.toString());
      });
      client.on('error', reject);
    });
  } finally {
    for (const s of sockets) s.destroy();
    server.close();
  }
}

describe('a prebuilt text frame', () => {
  it.each([5, 125, 126, 65_535, 65_536, 200_000])('carries a %i-byte payload intact', async (size) => {
    const text = 'é'.repeat(Math.floor(size / 2)) + 'x'.repeat(size % 2);
    const payload = Buffer.from(text);
    expect(payload.length).toBe(size);
    const frame = textFrame(payload);
    expect(frame[1] & 0x80).toBe(0); // a server never masks
    expect(await readBack(frame)).toBe(text);
  });
});
