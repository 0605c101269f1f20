// The user management texts (docs/product/business-side.md §5, §6, §8); the server's own texts come
// from the rules.
export { adminMessages } from '#schema/rules';

export const userTexts = {
  success: 'Success',
  error: 'Error',
  empty: 'No users found',
  loadFailed: 'Could not load the users.',
  deleteTitle: 'Delete user?',
  deleteQuestion: 'Are you sure you want to delete this user?',
  deleteListing:
    'Their listing, its verification documents and reviews are removed; quote requests stay with the homeowners who sent them.',
} as const;
