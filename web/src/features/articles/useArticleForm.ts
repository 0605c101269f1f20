import { useState } from 'react';
import { articleRules } from '../../../../schema/rules';
import { checkForm } from '../../lib/checkForm';
import type { ArticleFieldErrors, ArticleFieldSetter, ArticleFormValues } from './articleForm';

const sameValues = (a: ArticleFormValues, b: ArticleFormValues) =>
  (Object.keys(a) as (keyof ArticleFormValues)[]).every(
    (field) => JSON.stringify(a[field]) === JSON.stringify(b[field]),
  );

/**
 * An article form's values, the messages of its last check, and whether anything differs from
 * what was loaded. Editing a field clears that field's message.
 */
export function useArticleForm(initial: ArticleFormValues) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<ArticleFieldErrors>({});

  const setField: ArticleFieldSetter = (field, value) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  /** Spec §4: an uploaded image fills the field without being checked or marking the form dirty. */
  function setUploadedImage(objectPath: string) {
    setValues((previous) => ({ ...previous, imageUrl: objectPath }));
    setBaseline((previous) => ({ ...previous, imageUrl: objectPath }));
    setErrors((previous) => ({ ...previous, imageUrl: undefined }));
  }

  /** The values as the API takes them, or null with each failing field's message shown. */
  function check() {
    const result = checkForm(articleRules, values);
    if (result.valid) return result.input;
    setErrors(result.errors);
    return null;
  }

  return {
    values,
    errors,
    setErrors,
    setField,
    setUploadedImage,
    check,
    isDirty: !sameValues(values, baseline),
  };
}
