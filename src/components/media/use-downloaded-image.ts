// An image fetched through the wire (a user's own upload, or one shown to a reviewer) as an object
// URL for an <img>: fetched again when its id changes, the request aborted and the URL released
// when the screen leaves it.
import { useEffect, useState } from 'react';

export interface DownloadedImage { url: string | null; failed: boolean }

/** `download` fetches the image `uploadId` names; `source` is what it fetches through (a new client fetches again). */
export function useDownloadedImage(source: unknown, uploadId: string, download: (signal: AbortSignal) => Promise<Blob>): DownloadedImage {
  const [state, setState] = useState<DownloadedImage>({ url: null, failed: false });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    download(abort.signal).then(
      (blob) => { url = URL.createObjectURL(blob); setState({ url, failed: false }); },
      () => { if (!abort.signal.aborted) setState({ url: null, failed: true }); },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `download` is a new function each render; what it fetches is fixed by the source and the id.
  }, [source, uploadId]);
  return state;
}
