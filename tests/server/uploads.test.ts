// The upload gate over HTTP: real images are accepted and re-encoded without their metadata; the
// attack suite (oversize by one byte, a PNG header on a script, polyglots, pixel floods, an
// inflation bomb, wrong extensions and types) is refused with the spec's translated messages and
// stores nothing; a file is served only to its owner and to reviewers, as a nosniff attachment.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../api/uploads';
import { translate } from '../../server/core/i18n';
import { startTestServer, type TestServer } from './harness';
import { newUser, noRateLimit } from './auth-fixtures';
import { operatorToken } from './withdraw-fixtures';
import {
  inflationBombPng, jpegHtmlPolyglot, jpegImage, paddedTo, pixelFloodJpeg, pixelFloodPng, pngHeaderOnScript, pngImage, pngWithText, pngZipPolyglot,
  twoToneJpeg,
} from './image-fixtures';
import { fetchFile, upload, uploaded } from './upload-client';

let server: TestServer;
const uploadFiles = () => {
  const root = path.join(server.config.dataDir, 'uploads');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).length > 3) : [];
};
const uploadRows = async () => (await server.platform.deps.db.selectFrom('uploads').select('id').execute()).length;

beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

describe('accepted images', () => {
  it('accepts a PNG and a JPEG, stores a re-encoding under DATA_DIR/uploads and serves it to the owner as a nosniff attachment', async () => {
    const user = await newUser(server);
    const png = await upload(server, user.token, pngImage(40, 30, 7), { name: 'front.PNG', type: 'image/png' });
    expect(png.code, png.message).toBe(0);
    expect(png.data).toMatchObject({ purpose: 'kycFront', content_type: 'image/png', width: 40, height: 30 });
    const jpg = await upload(server, user.token, jpegImage(50, 20, 3), { name: 'back.jpeg', type: 'image/jpeg', purpose: 'kycBack' });
    expect(jpg.code, jpg.message).toBe(0);
    expect(jpg.data).toMatchObject({ content_type: 'image/jpeg', width: 50, height: 20 });

    const served = await fetchFile(server, 'web/getUpload', png.data.id, user.token);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${png.data.id}.png"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('no-store');
    const decoded = PNG.sync.read(served.bytes);
    expect([decoded.width, decoded.height]).toEqual([40, 30]);
    const servedJpeg = await fetchFile(server, 'web/getUpload', jpg.data.id, user.token);
    expect(servedJpeg.type).toBe('image/jpeg');
    expect(jpeg.decode(servedJpeg.bytes).width).toBe(50);

    // Random names, outside the web root, and nothing of the client's file name.
    const files = uploadFiles().map(String);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const f of files) expect(f).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{40}$/);
    expect(files.join()).not.toMatch(/front|back|png|jpe?g/i);
  });

  it('strips metadata: comments and text chunks do not survive the re-encode', async () => {
    const user = await newUser(server);
    const jpgId = await uploaded(server, user.token, jpegImage(32, 32, 5, ['GPS 52.5200N 13.4050E camera serial X-1138']), { name: 'a.jpg', type: 'image/jpeg' });
    const pngId = await uploaded(server, user.token, pngWithText('Author: Jane Roe, home address 1 Main St'), { name: 'b.png' });
    const jpgBack = (await fetchFile(server, 'web/getUpload', jpgId, user.token)).bytes;
    const pngBack = (await fetchFile(server, 'web/getUpload', pngId, user.token)).bytes;
    expect(jpgBack.toString('latin1')).not.toContain('X-1138');
    expect(jpgBack.includes(Buffer.from([0xff, 0xfe]))).toBe(false); // no COM segment
    expect(pngBack.toString('latin1')).not.toContain('Jane Roe');
    expect(pngBack.toString('latin1')).not.toContain('tEXt');
  });

  it("turns a phone photo upright by its EXIF orientation, and keeps nothing else of the EXIF block", async () => {
    const user = await newUser(server);
    const res = await upload(server, user.token, twoToneJpeg(40, 20, { orientation: 6, note: 'GPS 48.8584N 2.2945E' }), { name: 'phone.jpg', type: 'image/jpeg' });
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ width: 20, height: 40 });
    const served = (await fetchFile(server, 'web/getUpload', res.data.id, user.token)).bytes;
    expect(served.toString('latin1')).not.toContain('GPS 48.8584N');
    expect(served.toString('latin1')).not.toContain('Exif');
    const upright = jpeg.decode(served);
    const pixel = (x: number, y: number) => Array.from(upright.data.subarray((y * upright.width + x) * 4, (y * upright.width + x) * 4 + 3));
    // Turned a quarter clockwise: the left (red) half is now on top, the right (blue) half below.
    expect(pixel(10, 5)[0]).toBeGreaterThan(150);
    expect(pixel(10, 5)[2]).toBeLessThan(100);
    expect(pixel(10, 35)[2]).toBeGreaterThan(150);
    expect(pixel(10, 35)[0]).toBeLessThan(100);
    // Without the tag the same picture stays as it was.
    const plain = await upload(server, user.token, twoToneJpeg(40, 20), { name: 'plain.jpg', type: 'image/jpeg' });
    expect(plain.data).toMatchObject({ width: 40, height: 20 });
  });

  it('accepts a file of exactly 8 MiB and refuses one byte more with the size message', async () => {
    const user = await newUser(server);
    const atLimit = paddedTo(pngImage(), MAX_UPLOAD_BYTES);
    const ok = await upload(server, user.token, atLimit);
    expect(ok.code, ok.message).toBe(0);
    const before = await uploadRows();
    const over = await upload(server, user.token, paddedTo(pngImage(), MAX_UPLOAD_BYTES + 1));
    expect(over.code).toBe(4601);
    expect(over.message).toBe('The image is too large: images must be JPG, JPEG or PNG and under 8MB');
    expect(await uploadRows()).toBe(before);
  });
});

describe('the server while an image is checked', () => {
  it('keeps its event loop free while a large photo is decoded and re-encoded off the main thread', async () => {
    // The server runs in this process: a decode on its main thread would stall this loop for seconds.
    const user = await newUser(server);
    const photo = jpegImage(2400, 1800, 42);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const res = await upload(server, user.token, photo, { name: 'photo.jpg', type: 'image/jpeg' });
    const took = performance.now() - started;
    loop.disable();
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ width: 2400, height: 1800 });
    const worstStallMs = loop.max / 1e6;
    console.info(`a 2400 x 1800 JPEG (${photo.length} bytes) took ${Math.round(took)} ms; the longest event-loop stall meanwhile was ${Math.round(worstStallMs)} ms`);
    expect(worstStallMs).toBeLessThan(took / 3);
  });
});

describe('the attack suite', () => {
  const attacks: { name: string; bytes: () => Buffer; file: string; type: string; code: number; key: string }[] = [
    { name: 'a PNG header on a script', bytes: pngHeaderOnScript, file: 'shell.png', type: 'image/png', code: 4604, key: 'error.uploadCorrupt' },
    { name: 'a script with an image name', bytes: () => Buffer.from('<script>alert(1)</script>'), file: 'x.png', type: 'image/png', code: 4603, key: 'error.uploadMismatch' },
    { name: 'a JPEG + HTML polyglot', bytes: jpegHtmlPolyglot, file: 'poly.jpg', type: 'image/jpeg', code: 4606, key: 'error.uploadPolyglot' },
    { name: 'a PNG + ZIP polyglot', bytes: pngZipPolyglot, file: 'poly.png', type: 'image/png', code: 4606, key: 'error.uploadPolyglot' },
    { name: 'a script in a PNG text chunk', bytes: () => pngWithText('<script src=//evil.example/x.js></script>'), file: 't.png', type: 'image/png', code: 4606, key: 'error.uploadPolyglot' },
    { name: 'PHP in a JPEG comment', bytes: () => jpegImage(16, 16, 1, ['<?php eval($_POST[1]); ?>']), file: 'c.jpg', type: 'image/jpeg', code: 4606, key: 'error.uploadPolyglot' },
    { name: 'a PNG pixel flood (60000 x 60000)', bytes: () => pixelFloodPng(), file: 'flood.png', type: 'image/png', code: 4605, key: 'error.uploadTooManyPixels' },
    { name: 'a PNG pixel flood within the side limit (6000 x 6000)', bytes: () => pixelFloodPng(6000, 6000), file: 'flood.png', type: 'image/png', code: 4605, key: 'error.uploadTooManyPixels' },
    { name: 'a JPEG pixel flood (65000 x 65000)', bytes: () => pixelFloodJpeg(), file: 'flood.jpg', type: 'image/jpeg', code: 4605, key: 'error.uploadTooManyPixels' },
    { name: 'a 16 x 16 PNG whose data inflates to 48 MiB', bytes: () => inflationBombPng(), file: 'bomb.png', type: 'image/png', code: 4604, key: 'error.uploadCorrupt' },
    { name: 'a truncated PNG', bytes: () => pngImage().subarray(0, 60), file: 'cut.png', type: 'image/png', code: 4604, key: 'error.uploadCorrupt' },
    { name: 'a PNG with a broken CRC', bytes: () => { const b = Buffer.from(pngImage()); b[40] ^= 0xff; return b; }, file: 'crc.png', type: 'image/png', code: 4604, key: 'error.uploadCorrupt' },
    { name: 'a GIF extension', bytes: () => pngImage(), file: 'photo.gif', type: 'image/gif', code: 4602, key: 'error.uploadType' },
    { name: 'an HTML extension', bytes: () => pngImage(), file: 'photo.html', type: 'text/html', code: 4602, key: 'error.uploadType' },
    { name: 'a double extension ending in .exe', bytes: () => pngImage(), file: 'photo.png.exe', type: 'application/octet-stream', code: 4602, key: 'error.uploadType' },
    { name: 'no extension', bytes: () => pngImage(), file: 'photo', type: 'image/png', code: 4602, key: 'error.uploadType' },
    { name: 'a PNG named .jpg', bytes: () => pngImage(), file: 'photo.jpg', type: 'image/jpeg', code: 4603, key: 'error.uploadMismatch' },
    { name: 'a JPEG named .png', bytes: () => jpegImage(), file: 'photo.png', type: 'image/png', code: 4603, key: 'error.uploadMismatch' },
    { name: 'a PNG declared as text/html', bytes: () => pngImage(), file: 'photo.png', type: 'text/html', code: 4603, key: 'error.uploadMismatch' },
    { name: 'an SVG with a script', bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), file: 'logo.svg', type: 'image/svg+xml', code: 4602, key: 'error.uploadType' },
    { name: 'an empty file', bytes: () => Buffer.alloc(0), file: 'empty.png', type: 'image/png', code: 4600, key: 'error.uploadMissing' },
  ];

  it.each(attacks)('refuses $name with its message and stores nothing', async (attack) => {
    const user = await newUser(server);
    const rows = await uploadRows();
    const files = uploadFiles().length;
    const res = await upload(server, user.token, attack.bytes(), { name: attack.file, type: attack.type });
    expect(res.code, res.message).toBe(attack.code);
    expect(res.message).toBe(translate('en', attack.key));
    expect(await uploadRows()).toBe(rows);
    expect(uploadFiles().length).toBe(files);
  });

  it('answers the refusals in every language', async () => {
    const user = await newUser(server);
    const messages = new Set<string>();
    for (const lang of ['en', 'pl', 'es', 'fr', 'de', 'jp', 'ar', 'kr', 'th', 'vn', 'zh', 'tw']) {
      const res = await upload(server, user.token, pngImage(), { name: 'photo.gif', type: 'image/gif', lang });
      expect(res.code).toBe(4602);
      expect(res.message).toBe(translate(lang as never, 'error.uploadType'));
      expect(res.message).toMatch(/JPG/);
      messages.add(res.message);
    }
    expect(messages.size).toBe(12);
  });

  it('refuses a second file part, a missing file, an unknown purpose and a missing session', async () => {
    const user = await newUser(server);
    const form = new FormData();
    form.set('token', user.token); form.set('lang', 'en'); form.set('rtoken', 'twofiles01'); form.set('purpose', 'kycFront');
    form.append('file', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'a.png');
    form.append('file2', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'b.png');
    const two = await (await fetch(`${server.url}/web/uploadImage`, { method: 'POST', body: form })).json();
    expect(two.code).toBe(4000);

    const none = await server.call('web/uploadImage', { purpose: 'kycFront', file: 'not a file' }, { token: user.token });
    expect(none).toMatchObject({ code: 4600, message: 'Please choose an image to upload' });
    expect((await upload(server, user.token, pngImage(), { purpose: 'avatar' })).code).toBe(4000);
    expect((await upload(server, '', pngImage())).code).toBe(2000);
  });
});

describe('who may read a file', () => {
  it("serves a file to its owner and to reviewers only; another user's, an operator token on the user call and no token all fail", async () => {
    const alice = await newUser(server);
    const bob = await newUser(server);
    const id = await uploaded(server, alice.token, pngImage(20, 20, 9));
    const reviewer = await operatorToken(server, 'reviewer');

    expect((await fetchFile(server, 'web/getUpload', id, alice.token)).type).toBe('image/png');
    const asReviewer = await fetchFile(server, 'web/opsGetUpload', id, reviewer);
    expect(asReviewer.type).toBe('image/png');
    expect(asReviewer.headers.get('content-disposition')).toMatch(/^attachment;/);

    const denied = [
      [await fetchFile(server, 'web/getUpload', id, bob.token), 4300],
      [await fetchFile(server, 'web/getUpload', 'up_doesnotexist', alice.token), 4300],
      [await fetchFile(server, 'web/getUpload', id), 2000],
      [await fetchFile(server, 'web/getUpload', id, reviewer), 2000],
      [await fetchFile(server, 'web/opsGetUpload', id, alice.token), 2000],
      [await fetchFile(server, 'web/opsGetUpload', id), 2000],
    ] as const;
    for (const [answer, code] of denied) {
      expect(answer.status).toBe(200);
      expect(answer.envelope?.code).toBe(code);
      expect(answer.bytes.includes(Buffer.from('IHDR'))).toBe(false);
    }
    // Bob's refusal is the same as for an id that does not exist: nothing tells him it is there.
    expect(denied[0][0].envelope).toEqual(denied[1][0].envelope);
  });

  it('replays an upload by its rtoken instead of storing it twice', async () => {
    const user = await newUser(server);
    const rows = await uploadRows();
    const first = await upload(server, user.token, pngImage(), { rtoken: 'sameupload1' });
    const again = await upload(server, user.token, pngImage(8, 8), { rtoken: 'sameupload1' });
    expect(again).toEqual(first);
    expect(await uploadRows()).toBe(rows + 1);
  });
});
