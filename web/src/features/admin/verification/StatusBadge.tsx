import { Badge } from '@chakra-ui/react';
import { type VerificationStatus, verificationStatusLabels } from '#schema/catalogues';
import { statusPalettes } from './verificationTexts';

export function StatusBadge({ status }: { status: VerificationStatus }) {
  return <Badge colorPalette={statusPalettes[status]}>{verificationStatusLabels[status]}</Badge>;
}
