import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { editorColumns } from './editorLayout';

/** The editor's two columns while the article loads. */
export function ArticleEditorSkeleton() {
  return (
    <Grid
      templateColumns={editorColumns}
      gap="6"
      role="status"
      aria-busy="true"
      aria-label="Loading article"
    >
      <Stack gap="4" borderWidth="1px" rounded="lg" p="6">
        <Skeleton height="5" width="30%" />
        <Skeleton height="10" />
        <Skeleton height="20" />
        <Skeleton height="80" />
      </Stack>
      <Stack gap="6">
        <Skeleton height="56" rounded="lg" />
        <Skeleton height="72" rounded="lg" />
        <Skeleton height="40" rounded="lg" />
      </Stack>
    </Grid>
  );
}
