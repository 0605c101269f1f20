import { HStack, Link } from '@chakra-ui/react';
import { LuMail, LuPhone } from 'react-icons/lu';

interface ContactLinksProps {
  email: string | null;
  phone: string | null;
}

/** E-mail and phone as links that open the mail app or dialler; missing ones are left out. */
export function ContactLinks({ email, phone }: ContactLinksProps) {
  if (!email && !phone) return null;
  return (
    <HStack gap={{ base: 3, md: 5 }} wrap="wrap" fontSize="sm">
      {email && (
        <Link href={`mailto:${email}`} color="colorPalette.fg" wordBreak="break-all">
          <LuMail aria-hidden /> {email}
        </Link>
      )}
      {phone && (
        <Link href={`tel:${phone.replace(/\s+/g, '')}`} color="colorPalette.fg">
          <LuPhone aria-hidden /> {phone}
        </Link>
      )}
    </HStack>
  );
}
