import {
  Box,
  Container,
  HStack,
  Icon,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { serviceFilters } from '#schema/catalogues';
import { contactDetails } from '../lib/siteDetails';
import { chatButtonClearance } from './chat/ChatWidget';
import { FooterColumn } from './FooterColumn';
import { Logo } from './Logo';
import { NewsletterSignup } from './NewsletterSignup';

const quickLinks = [
  { label: 'Find a Professional', to: '/directory' },
  { label: 'List Your Business', to: '/register' },
  { label: 'Grant Checker', to: '/grants' },
  { label: 'Education Hub', to: '/education' },
  { label: 'About Us', to: '/about' },
  { label: 'How Reviews Work', to: '/review-policy' },
  { label: 'How We Rank', to: '/how-we-rank' },
] as const;

export function Footer() {
  // The newsletter page is the form itself: the footer does not repeat it there.
  const onNewsletterPage = useLocation().pathname === '/newsletter';
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px">
      <Container maxW="6xl" pt={{ base: 10, md: 14 }} pb={{ base: 10, sm: chatButtonClearance }}>
        {!onNewsletterPage && (
          <Box pb={{ base: 10, md: 12 }} mb={{ base: 10, md: 12 }} borderBottomWidth="1px">
            <NewsletterSignup />
          </Box>
        )}
        <SimpleGrid
          columns={{ base: 1, sm: 2 }}
          templateColumns={{ lg: '1.2fr 0.9fr 0.9fr 1.6fr' }}
          gap="10"
        >
          <Stack gap="4">
            <Logo />
            <Text color="fg.muted" fontSize="sm" maxW="xs">
              Connecting Hertfordshire homeowners with trusted solar, heat pump, insulation and
              green roofing professionals.
            </Text>
          </Stack>
          <FooterColumn title="Quick Links">
            {quickLinks.map((link) => (
              <List.Item key={link.to}>
                <Link asChild color="fg.muted" _hover={{ color: 'colorPalette.fg' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </FooterColumn>
          <FooterColumn title="Services">
            {serviceFilters.map((service) => (
              <List.Item key={service.value} color="fg.muted">
                {service.label}
              </List.Item>
            ))}
          </FooterColumn>
          <FooterColumn title="Contact">
            <List.Item color="fg.muted">
              <HStack align="start" gap="2">
                <Icon as={LuMapPin} mt="1" aria-hidden />
                <Box as="address" fontStyle="normal">
                  {contactDetails.addressLines.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Box>
              </HStack>
            </List.Item>
            <List.Item>
              <HStack gap="2">
                <Icon as={LuPhone} color="fg.muted" aria-hidden />
                <Link href={contactDetails.phoneHref} color="fg.muted">
                  {contactDetails.phoneDisplay}
                </Link>
              </HStack>
            </List.Item>
            <List.Item>
              <HStack gap="2">
                <Icon as={LuMail} color="fg.muted" aria-hidden />
                <Link
                  href={`mailto:${contactDetails.email}`}
                  color="fg.muted"
                  wordBreak="break-all"
                >
                  {contactDetails.email}
                </Link>
              </HStack>
            </List.Item>
          </FooterColumn>
        </SimpleGrid>
        <Text mt="10" pt="6" borderTopWidth="1px" fontSize="sm" color="fg.muted">
          © {new Date().getFullYear()} Retrofit Smarter Greener. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
