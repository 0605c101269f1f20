import { articleRules } from '#schema/rules';
import { useForm } from '../../components/form/useForm';
import type { ArticleFormValues } from './articleForm';

/**
 * An article form over the shared article rule, whose dirtiness guards leaving the editor. An
 * uploaded image fills its field without marking the form dirty (docs/product/public-site.md §4).
 */
export function useArticleForm(initial: ArticleFormValues) {
  const form = useForm(articleRules, initial);
  function setUploadedImage(objectPath: string) {
    form.setField('imageUrl', objectPath);
    form.markSaved({ imageUrl: objectPath });
  }
  return { ...form, setUploadedImage };
}
