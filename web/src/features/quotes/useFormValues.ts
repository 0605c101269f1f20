import { useState } from 'react';
import type { FieldErrors } from '../../lib/checkForm';
import type { FieldSetter } from './quoteForm';

/**
 * A form's typed values and the messages of its last check. Editing a field clears that field's
 * message, so a corrected field stops showing the old complaint.
 */
export function useFormValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const setField: FieldSetter<Values> = (field, value) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  return { values, setField, errors, setErrors };
}
