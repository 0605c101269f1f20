import { Button, chakra, Dialog, Stack } from '@chakra-ui/react';
import { type SubmitEvent, useState } from 'react';
import { articleMessages } from '#schema/rules';
import { useCurrentUser } from '../../api/useCurrentUser';
import { FormAlert } from '../../components/FormAlert';
import { ArticleSettingsFields } from './ArticleSettingsFields';
import { ArticleTextFields } from './ArticleTextFields';
import { blankRequiredFields, newArticleValues } from './articleForm';
import { articleTexts, defaultAuthor } from './articleTexts';
import { CategoryPicker } from './CategoryPicker';
import { ImageUrlField } from './ImageUrlField';
import { useArticleForm } from './useArticleForm';
import { useSaveArticle } from './useSaveArticle';

const requiredMessages = {
  title: articleMessages.title,
  content: articleMessages.content,
  author: articleTexts.authorRequired,
  category: articleTexts.categoryRequired,
} as const;

/**
 * The directory-side article form (docs/product/public-site.md §5): title, content, author and
 * category are required, with 'Please fill in all required fields'; the rest is optional. Saved, it
 * closes the dialog.
 */
export function AddArticleForm({ onDone }: { onDone: () => void }) {
  const { user } = useCurrentUser();
  const form = useArticleForm(newArticleValues(user?.name || defaultAuthor));
  const [missingFields, setMissingFields] = useState(false);
  const [save, isSaving] = useSaveArticle(undefined, onDone);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const blank = blankRequiredFields(form.values);
    setMissingFields(blank.length > 0);
    if (blank.length > 0) {
      form.setErrors(Object.fromEntries(blank.map((field) => [field, requiredMessages[field]])));
      return;
    }
    const input = form.check();
    if (input) void save(input);
  }

  return (
    <chakra.form display="contents" noValidate onSubmit={handleSubmit}>
      <Dialog.Header>
        <Dialog.Title fontSize="xl">Add Article</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {missingFields && <FormAlert message={articleMessages.requiredFields} />}
          <ArticleTextFields
            values={form.values}
            errors={form.errors}
            onChange={form.setField}
            contentRows={8}
          />
          <CategoryPicker
            value={form.values.category}
            onChange={(category) => form.setField('category', category)}
            error={form.errors.category}
          />
          <ImageUrlField
            value={form.values.imageUrl}
            onChange={(value) => form.setField('imageUrl', value)}
            error={form.errors.imageUrl}
          />
          <ArticleSettingsFields
            values={form.values}
            errors={form.errors}
            onChange={form.setField}
            authorRequired
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" loading={isSaving} loadingText="Saving...">
          Save Article
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
