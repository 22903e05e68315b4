// A QR code drawn as SVG from the text it encodes: computed in the browser, no image request,
// and crisp at any size. Dark modules on a light quiet zone so every phone camera reads it.
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import QRCode from 'qrcode';

const quietZone = 2;

export function QrCode({ value, size = 160, label }: { value: string; size?: number; label: string }) {
  const { path, extent } = useMemo(() => {
    const modules = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
      }
    }
    return { path: d, extent: modules.size + quietZone * 2 };
  }, [value]);

  return (
    <Box bg="white" p="2" rounded="md" display="inline-block" lineHeight="0">
      <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
