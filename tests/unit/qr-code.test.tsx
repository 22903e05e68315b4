// The QR code keeps its name and size from the first render, and draws once its encoder has
// loaded (the encoder is not part of the page's first load); a new value is drawn afresh.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import { appSystem } from '../../src/app/theme';
import { QrCode } from '../../src/components/ui/QrCode';

const darkModules = (value: string) => {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  return Array.from(modules.data).filter(Boolean).length;
};
const drawnModules = (svg: Element) => (svg.querySelector('path')?.getAttribute('d') ?? '').split('M').length - 1;

it('is an image with its name and size at once, and draws the code when the encoder arrives', async () => {
  const { rerender } = render(<ChakraProvider value={appSystem()}><QrCode value="loc1qexampleaddress0001" size={168} label="QR code of your deposit address" /></ChakraProvider>);
  const svg = screen.getByRole('img', { name: 'QR code of your deposit address' });
  expect(svg.getAttribute('width')).toBe('168');
  await waitFor(() => expect(drawnModules(svg)).toBe(darkModules('loc1qexampleaddress0001')));

  rerender(<ChakraProvider value={appSystem()}><QrCode value="https://meridian.example/" size={168} label="QR code of your deposit address" /></ChakraProvider>);
  await waitFor(() => expect(drawnModules(screen.getByRole('img'))).toBe(darkModules('https://meridian.example/')));
});
