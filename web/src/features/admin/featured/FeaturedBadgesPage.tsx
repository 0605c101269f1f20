import { Card, Heading, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { AdminPage } from '../../../components/AdminPage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { Pager } from '../../../components/Pager';
import { type Application, useApplications } from '../useApplications';
import { useDebounced } from '../useDebounced';
import { FeatureForm } from './FeatureForm';
import { featuredTexts } from './featuredTexts';
import { CandidateRow, FeaturedRow } from './TradesmanRows';
import { useFeaturing } from './useFeaturing';

type ListRead = ReturnType<typeof useApplications>;

interface ListCardProps {
  title: string;
  read: ListRead;
  empty: string;
  children: (applications: Application[]) => ReactNode;
  footer?: ReactNode;
}

/** A titled list with its loading, failed and empty states. */
function ListCard({ title, read, empty, children, footer }: ListCardProps) {
  const applications = read.data?.applications;
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {read.error ? (
          <LoadFailed message={featuredTexts.loadFailed} onRetry={() => void read.mutate()} />
        ) : !applications ? (
          <Stack gap="2" role="status" aria-busy="true" aria-label={`Loading ${title}`}>
            <Skeleton height="12" />
            <Skeleton height="12" />
          </Stack>
        ) : applications.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {children(applications)}
          </Stack>
        )}
        {footer}
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/featured (docs/product/business-side.md §2.9). */
export function FeaturedBadgesPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const featured = useApplications({ status: 'all', q, featured: 'yes' });
  const candidates = useApplications({ status: 'all', q, featured: 'no' });
  const all = useApplications({ status: 'all', q, page });
  const featuring = useFeaturing();
  const [setBadge, isSaving] = featuring;
  // Removing asks first, like every admin removal (docs/product/business-side.md §2.9).
  const [removing, setRemoving] = useState<Application>();

  return (
    <AdminPage title={featuredTexts.title} description={featuredTexts.description}>
      <Stack gap="6">
        <FeatureForm candidates={candidates.data?.applications ?? []} featuring={featuring} />
        <InputGroup startElement={<LuSearch aria-hidden />}>
          <Input
            type="search"
            aria-label={featuredTexts.search}
            placeholder={featuredTexts.search}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </InputGroup>
        <ListCard title={featuredTexts.current} read={featured} empty={featuredTexts.noFeatured}>
          {(applications) =>
            applications.map((tradesman) => (
              <FeaturedRow
                key={tradesman.id}
                tradesman={tradesman}
                onRemove={() => setRemoving(tradesman)}
              />
            ))
          }
        </ListCard>
        <ListCard
          title={featuredTexts.all}
          read={all}
          empty={featuredTexts.noTradesmen}
          footer={
            all.data && (
              <Pager
                label="Tradesmen"
                page={page}
                pageSize={all.data.pageSize}
                total={all.data.total}
                onPage={setPage}
              />
            )
          }
        >
          {(applications) =>
            applications.map((tradesman) => (
              <CandidateRow key={tradesman.id} tradesman={tradesman} />
            ))
          }
        </ListCard>
      </Stack>
      <ConfirmDialog
        open={Boolean(removing)}
        title={featuredTexts.removeTitle(removing?.name ?? '')}
        confirmLabel={featuredTexts.removeConfirm}
        isConfirming={isSaving}
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (removing && (await setBadge(removing.id, undefined))) setRemoving(undefined);
        }}
      >
        {featuredTexts.removeText}
      </ConfirmDialog>
    </AdminPage>
  );
}
