// The toaster, mounted on the first notice (see notices.ts). Loaded lazily, so it is a default export.
import { useEffect } from 'react';
import { noticeDurationMs, Toaster, toaster } from '../components/ui/toaster';
import { attachToaster } from './notices';

export default function NoticeToaster() {
  useEffect(
    () => attachToaster(({ kind, message }) => toaster.create({ type: kind, description: message, duration: noticeDurationMs })),
    [],
  );
  return <Toaster />;
}
