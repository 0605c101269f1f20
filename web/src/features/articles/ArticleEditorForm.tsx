import { Button, chakra, Flex, Grid, Stack } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/useCurrentUser';
import { showToast } from '../../lib/toaster';
import { ArticleSettingsFields } from './ArticleSettingsFields';
import { ArticleTextFields } from './ArticleTextFields';
import type { Article } from './articleData';
import { articleValues, newArticleValues } from './articleForm';
import { articleTexts, defaultAuthor } from './articleTexts';
import { CategoryPicker } from './CategoryPicker';
import { EditorPanel } from './EditorPanel';
import { editorColumns } from './editorLayout';
import { FeaturedImageFields } from './FeaturedImageFields';
import { LeaveWithoutSavingDialog } from './LeaveWithoutSavingDialog';
import { useArticleForm } from './useArticleForm';
import { useImageUpload } from './useImageUpload';
import { useSaveArticle } from './useSaveArticle';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * The editor's form, for a new article or the given one. Saving a new article goes to /admin,
 * saving an edit goes to the article (docs/product/public-site.md §2.7); Cancel goes back where the
 * user came from.
 */
export function ArticleEditorForm({ article }: { article?: Article }) {
  const id = article ? String(article.id) : undefined;
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const form = useArticleForm(
    article ? articleValues(article) : newArticleValues(user?.name || defaultAuthor),
  );
  const guard = useUnsavedChangesGuard(form.isDirty);
  const image = useImageUpload(form.setUploadedImage);
  const [save, isSaving] = useSaveArticle(id, (saved) => {
    guard.allowLeaving();
    navigate(id ? `/education/${saved.id}` : '/admin');
  });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (image.isUploading) {
      showToast({
        type: 'warning',
        title: articleTexts.uploadInProgressTitle,
        description: articleTexts.uploadInProgress,
      });
      return;
    }
    const input = form.check();
    if (input) void save(input);
  }

  return (
    <chakra.form noValidate onSubmit={handleSubmit}>
      <Grid templateColumns={editorColumns} gap="6" alignItems="start">
        <EditorPanel title="Article Content">
          <ArticleTextFields
            values={form.values}
            errors={form.errors}
            onChange={form.setField}
            contentRows={15}
          />
        </EditorPanel>
        <Stack gap="6">
          <EditorPanel title="Article Settings">
            <ArticleSettingsFields
              values={form.values}
              errors={form.errors}
              onChange={form.setField}
            />
          </EditorPanel>
          <EditorPanel title="Featured Image">
            <FeaturedImageFields
              imageUrl={form.values.imageUrl}
              category={form.values.category}
              error={form.errors.imageUrl}
              onChange={(imageUrl) => form.setField('imageUrl', imageUrl)}
              upload={image}
            />
          </EditorPanel>
          <EditorPanel title="Categories">
            <CategoryPicker
              value={form.values.category}
              onChange={(category) => form.setField('category', category)}
              error={form.errors.category}
              hideLegend
            />
          </EditorPanel>
        </Stack>
      </Grid>
      <Flex justify="flex-end" gap="3" mt="8" pt="6" borderTopWidth="1px">
        <Button asChild variant="outline">
          <RouterLink to={id ? `/education/${id}` : '/education'}>Cancel</RouterLink>
        </Button>
        <Button type="submit" loading={isSaving} loadingText={articleTexts.submitting}>
          {image.isUploading ? articleTexts.uploading : articleTexts.submit}
        </Button>
      </Flex>
      <LeaveWithoutSavingDialog blocker={guard.blocker} />
    </chakra.form>
  );
}
