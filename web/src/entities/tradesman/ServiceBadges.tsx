import { Badge, Wrap } from '@chakra-ui/react';

interface ServiceBadgesProps {
  services: readonly string[];
  /** Show at most this many, then '+N more'; all when absent. */
  limit?: number;
}

export function ServiceBadges({ services, limit = services.length }: ServiceBadgesProps) {
  const shown = services.slice(0, limit);
  const more = services.length - shown.length;
  return (
    <Wrap gap="1.5">
      {shown.map((service) => (
        <Badge key={service} variant="surface" colorPalette="gray" size="md">
          {service}
        </Badge>
      ))}
      {more > 0 && (
        <Badge variant="outline" colorPalette="gray" size="md">
          +{more} more
        </Badge>
      )}
    </Wrap>
  );
}
