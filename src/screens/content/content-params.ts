// Reading the `?id=` of content links: a positive whole number, or nothing.
export function positiveId(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
