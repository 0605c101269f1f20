import { Box, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { contactDetails } from '../../lib/siteDetails';

/** Where else to reach us, beside the contact form. */
export function ContactDetails() {
  return (
    <Stack gap="5" fontSize="sm">
      <HStack align="start" gap="3">
        <Icon as={LuMapPin} mt="0.5" color="colorPalette.fg" aria-hidden />
        <Box as="address" fontStyle="normal">
          {contactDetails.addressLines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Box>
      </HStack>
      <HStack gap="3">
        <Icon as={LuPhone} color="colorPalette.fg" aria-hidden />
        <Link href={contactDetails.phoneHref}>{contactDetails.phoneDisplay}</Link>
      </HStack>
      <HStack gap="3">
        <Icon as={LuMail} color="colorPalette.fg" aria-hidden />
        <Link href={`mailto:${contactDetails.email}`} wordBreak="break-all">
          {contactDetails.email}
        </Link>
      </HStack>
      <Text color="fg.muted">
        Homeowners: for a quote, use Request a quote on any listing in the directory; it goes
        straight to the tradesperson.
      </Text>
    </Stack>
  );
}
