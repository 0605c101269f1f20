// Article bylines: the two staff accounts and two regular guest writers.
import { staffAuthors } from '../people';

export const authors = {
  admin: staffAuthors.admin.name,
  editor: staffAuthors.editor.name,
  designer: 'Tom Hargreaves',
  surveyor: 'Helen Okafor',
} as const;
