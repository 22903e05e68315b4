// Steps of the verification tests: the images a level needs (uploaded for real), each level's form
// with valid fields, the reviewer's decisions, and the user's view of a level.
import { expect } from 'vitest';
import type { KycLevel } from '../../api/lifecycles/kyc-level';
import type { Envelope, TestServer } from './harness';
import { jpegImage, pngImage } from './image-fixtures';
import { uploaded } from './upload-client';

let seed = 1;

/** Real uploads of the images `level` needs, by form field. */
export async function levelImages(server: TestServer, token: string, level: KycLevel): Promise<Record<string, string>> {
  if (level === 'senior') {
    return {
      front: await uploaded(server, token, pngImage(48, 30, seed++), { purpose: 'kycFront', name: 'front.png' }),
      back: await uploaded(server, token, jpegImage(48, 30, seed++), { purpose: 'kycBack', name: 'back.jpg', type: 'image/jpeg' }),
      signature: await uploaded(server, token, pngImage(30, 40, seed++), { purpose: 'kycSignature', name: 'signature.png' }),
    };
  }
  if (level === 'address') return { bill: await uploaded(server, token, jpegImage(40, 56, seed++), { purpose: 'kycBill', name: 'bill.jpeg', type: 'image/jpeg' }) };
  return {};
}

export const juniorForm = { nationality: 'DE', id_type: '1', real_name: 'Erika Mustermann', id_number: 'L01X00T47' };

export const submitCall: Record<KycLevel, string> = { junior: 'web/setNameAuth', senior: 'web/userIdCard', address: 'web/editCenterLevel' };

/** Sends `level`'s form with valid fields (and fresh images); `extra` overrides fields. */
export async function submitLevel(server: TestServer, token: string, level: KycLevel, extra: Record<string, string> = {}, lang = 'en'): Promise<Envelope> {
  const fields: Record<string, string> = level === 'junior' ? { ...juniorForm }
    : level === 'senior' ? { id_type: '2', ...(await levelImages(server, token, 'senior')) }
    : { address: '1 Example Street, 10115 Berlin', ...(await levelImages(server, token, 'address')) };
  return server.call(submitCall[level], { ...fields, ...extra }, { token, lang });
}

export async function overview(server: TestServer, token: string) {
  const res = await server.call('web/has_renzheng', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data;
}

export async function levelOf(server: TestServer, token: string, level: KycLevel) {
  return (await overview(server, token)).levels.find((l: { level: string }) => l.level === level);
}

/** The id of the user's `level` verification, from the reviewer's queue. */
export async function queuedId(server: TestServer, opToken: string, userEmail: string, level: KycLevel): Promise<string> {
  const queue = await server.call('web/opsKycQueue', {}, { token: opToken });
  expect(queue.code, queue.message).toBe(0);
  const item = queue.data.find((i: { user_email: string; level: string }) => i.user_email === userEmail && i.level === level);
  expect(item, `${level} of ${userEmail} in the queue`).toBeTruthy();
  return item.id;
}

/** Submits `level` and has a reviewer approve it. */
export async function passLevel(server: TestServer, opToken: string, user: { token: string; account: string }, level: KycLevel) {
  const sent = await submitLevel(server, user.token, level);
  expect(sent.code, sent.message).toBe(0);
  const id = await queuedId(server, opToken, user.account, level);
  const ok = await server.call('web/opsKycApprove', { id }, { token: opToken });
  expect(ok.code, ok.message).toBe(0);
  return id;
}
