// Members of a journey that needs verified identity (loans ask for senior verification): each is
// registered with the demo code, takes the demo funds, and passes junior and senior verification
// with real images that an operator approves, all through the platform's own calls.
import { expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { pngImage, jpegImage } from '../../server/image-fixtures';
import type { SpotPlatform } from './spot-platform';

export const memberPassword = 'Meridian2024';
let seed = 1;

/** Uploads an image for `purpose` as the browser does (multipart); its id. */
export async function uploadImage(platform: SpotPlatform, token: string, purpose: string, kind: 'png' | 'jpeg' = 'png'): Promise<string> {
  const form = new FormData();
  form.set('token', token);
  form.set('lang', 'en');
  form.set('rtoken', randomBytes(6).toString('hex'));
  form.set('purpose', purpose);
  const bytes = kind === 'png' ? pngImage(48, 32, seed++) : jpegImage(48, 32, seed++);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: `image/${kind}` }), `${purpose}.${kind === 'png' ? 'png' : 'jpg'}`);
  const res = (await (await fetch(`${platform.url}/web/uploadImage`, { method: 'POST', body: form })).json()) as { code: number; message: string; data: { id: string } };
  expect(res.code, res.message).toBe(0);
  return res.data.id;
}

/** Logs an operator in on the wire; its token. */
export async function operatorToken(platform: SpotPlatform, email: string, password: string): Promise<string> {
  const res = await platform.call('opsLogin', 'POST', { email, password });
  expect(res.code, res.message).toBe(0);
  return res.data.token;
}

/** Registers, takes the demo funds (1,000 USDT) and passes junior and senior verification, approved by the operator. */
export async function arrangeVerifiedMember(platform: SpotPlatform, tag: string, opToken: string): Promise<{ email: string; token: string }> {
  const email = `${tag}-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  expect(code.code, code.message).toBe(0);
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password: memberPassword, repassword: memberPassword, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const { data: { token } } = await platform.call('userLogin', 'POST', { account: email, password: memberPassword });
  expect((await platform.call('demoFunds', 'POST', {}, token)).code).toBe(0);

  const approve = async (level: 'junior' | 'senior') => {
    const queue = await platform.call('opsKycQueue', 'GET', {}, opToken);
    const item = queue.data.find((i: { user_email: string; level: string }) => i.user_email === email && i.level === level);
    expect(item, `${level} of ${email} in the queue`).toBeTruthy();
    const ok = await platform.call('opsKycApprove', 'POST', { id: item.id }, opToken);
    expect(ok.code, ok.message).toBe(0);
  };
  const junior = await platform.call('setNameAuth', 'POST', { nationality: 'DE', id_type: '1', real_name: 'Erika Mustermann', id_number: `L01X${randomBytes(3).toString('hex').toUpperCase()}` }, token);
  expect(junior.code, junior.message).toBe(0);
  await approve('junior');
  const senior = await platform.call('userIdCard', 'POST', {
    id_type: '2',
    front: await uploadImage(platform, token, 'kycFront'),
    back: await uploadImage(platform, token, 'kycBack', 'jpeg'),
    signature: await uploadImage(platform, token, 'kycSignature'),
  }, token);
  expect(senior.code, senior.message).toBe(0);
  await approve('senior');
  return { email, token };
}
