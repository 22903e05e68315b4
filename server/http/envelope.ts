// The one answer shape of the wire: HTTP 200 `{ code, message, data }` (DESIGN §6).
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const envelope = <T>(code: number, message: string, data: T): Envelope<T> => ({ code, message, data });
