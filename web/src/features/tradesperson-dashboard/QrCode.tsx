import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { drawQr } from './qrDrawing';

interface QrCodeProps extends BoxProps {
  value: string;
  /** What the code leads to, for screen readers. */
  label: string;
}

/** A QR code for `value`, black on white in both colour modes so every phone can read it. */
export function QrCode({ value, label, ...box }: QrCodeProps) {
  const { size, path } = useMemo(() => drawQr(value), [value]);
  return (
    <Box bg="white" lineHeight="0" rounded="l2" {...box}>
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="100%"
        height="100%"
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <path d={path} fill="#000000" />
      </svg>
    </Box>
  );
}
