import { Badge } from '@chakra-ui/react';
import type { VerificationStatus } from '#schema/catalogues';
import { statusLabels, statusPalettes } from './verificationTexts';

export function StatusBadge({ status }: { status: VerificationStatus }) {
  return <Badge colorPalette={statusPalettes[status]}>{statusLabels[status]}</Badge>;
}
