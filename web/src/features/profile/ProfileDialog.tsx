import { Button, Dialog } from '@chakra-ui/react';
import { LuExternalLink, LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { AppDialog } from '../../components/AppDialog';
import { useQuoteDialog } from '../../entities/quote/useQuoteDialog';
import { listingPath } from '../../entities/tradesman/tradesmanFacts';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { ProfileHeader } from './ProfileHeader';
import { TradesmanProfile } from './TradesmanProfile';

interface ProfileDialogProps {
  open: boolean;
  tradesman: Tradesman;
  onClose: () => void;
}

/**
 * A listing's profile over the page it was opened from. Request a Quote opens the quote dialog on
 * top, so closing that returns here.
 */
export function ProfileDialog({ open, tradesman, onClose }: ProfileDialogProps) {
  const { openQuoteDialog } = useQuoteDialog();
  return (
    <AppDialog open={open} onClose={onClose} size={{ smDown: 'full', sm: 'xl' }}>
      <Dialog.Header pe="14">
        <ProfileHeader
          tradesman={tradesman}
          title={
            <Dialog.Title fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short">
              {tradesman.name}
            </Dialog.Title>
          }
        />
      </Dialog.Header>
      <Dialog.Body>
        <TradesmanProfile tradesman={tradesman} sectionHeadingAs="h3" />
      </Dialog.Body>
      <Dialog.Footer
        flexDirection={{ base: 'column-reverse', sm: 'row' }}
        alignItems="stretch"
        justifyContent="space-between"
        gap="2"
      >
        <Button asChild variant="ghost" onClick={onClose}>
          <RouterLink to={listingPath(tradesman.id)}>
            <LuExternalLink aria-hidden /> Open profile page
          </RouterLink>
        </Button>
        <Button onClick={() => openQuoteDialog(tradesman)}>
          <LuSend aria-hidden /> Request a Quote
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
