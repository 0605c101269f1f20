import { Card, HStack, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import {
  LuBadgeCheck,
  LuFileUp,
  LuLifeBuoy,
  LuListChecks,
  LuPenLine,
  LuShieldCheck,
  LuStar,
  LuUsers,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

// docs/product/business-side.md §2.11, the support queue (§10.8), plus the article editor for
// staff who write.
const links = [
  {
    to: '/admin/users',
    label: 'Manage Users',
    text: 'Create, edit and remove accounts and roles.',
    icon: LuUsers,
  },
  {
    to: '/admin/featured',
    label: 'Featured Badges',
    text: 'Feature tradesmen across the site for a period.',
    icon: LuStar,
  },
  {
    to: '/admin/verification',
    label: 'Verification',
    text: 'Review applications and their documents.',
    icon: LuShieldCheck,
  },
  {
    to: '/admin/credentials',
    label: 'Credential Checks',
    text: 'Check recorded credentials against the public registers.',
    icon: LuBadgeCheck,
  },
  {
    to: '/verification-dashboard',
    label: 'Verification Dashboard',
    text: 'Work through every tradesman not yet verified.',
    icon: LuListChecks,
  },
  {
    to: '/admin/support',
    label: 'Support Requests',
    text: 'Answer trades’ support requests, Premium first.',
    icon: LuLifeBuoy,
  },
  {
    to: '/admin/bulk-import',
    label: 'Bulk Import',
    text: 'Add many tradesmen at once from CSV text.',
    icon: LuFileUp,
  },
  {
    to: '/admin/articles/new',
    label: 'Write an article',
    text: 'Publish a guide in the Education Hub.',
    icon: LuPenLine,
  },
];

/** Where an admin goes next. */
export function AdminLinks() {
  return (
    <SimpleGrid as="nav" aria-label="Admin tools" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {links.map((link) => (
        <LinkBox key={link.to} asChild>
          <Card.Root
            variant="outline"
            transition="border-color 0.2s, box-shadow 0.2s"
            _hover={{ borderColor: 'colorPalette.muted', shadow: 'sm' }}
          >
            <Card.Body gap="2" p="5">
              <HStack gap="3">
                <Icon as={link.icon} boxSize="5" color="colorPalette.fg" aria-hidden />
                <LinkOverlay asChild fontWeight="semibold">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </LinkOverlay>
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {link.text}
              </Text>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
