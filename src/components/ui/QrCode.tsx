// A QR code drawn as SVG from the text it encodes: computed in the browser, no image request,
// and crisp at any size. Dark modules on a light quiet zone so every phone camera reads it.
// The encoder loads when a code is first shown, not with the page (about 8 kB gzip of the
// deposit and download pages' first load); the image keeps its size and name meanwhile.
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';

const quietZone = 2;

interface Drawing { value: string; path: string; extent: number }

async function draw(value: string): Promise<Drawing> {
  const { default: QRCode } = await import('qrcode');
  const modules = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return { value, path, extent: modules.size + quietZone * 2 };
}

export function QrCode({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    let current = true;
    // Offline, the code stays blank: the text it encodes is always shown beside it.
    draw(value).then((d) => current && setDrawing(d), () => {});
    return () => {
      current = false;
    };
  }, [value]);

  const shown = drawing?.value === value ? drawing : null;
  const extent = shown?.extent ?? 1;
  return (
    <Box bg="white" p="2" rounded="md" display="inline-block" lineHeight="0">
      <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
        {shown && <path d={shown.path} fill="#000" />}
      </svg>
    </Box>
  );
}
