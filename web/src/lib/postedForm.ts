import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { PostedForm } from '../../../worker/pages/contract';

export type { PostedForm };

/** The form a server-rendered page posted as plain HTML, as the page arrived with it. */
export const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/**
 * The Worker's answer to the form this page posted without its app: only on the page the visit
 * began at, so moving on in the app and coming back shows a fresh form.
 */
export function usePostedForm(): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  const { key } = useLocation();
  return key === 'default' ? posted : undefined;
}
