// The article texts (docs/product/public-site.md §5, §8, §9), in one place.

export const articleTexts = {
  grantCheckerTitle: 'What could your home get?',
  grantCheckerText:
    'Answer a few questions to see which grants and schemes are open to your home today, how much each is worth and what to do, with the official source for each.',
  grantCheckerAction: 'Check grants for your home',
  listFailed: 'Failed to load articles. Please try again later.',
  notFoundTitle: 'Article Not Found',
  notFound: "The article you're looking for doesn't exist or is no longer published.",
  editNotFound: "The article you're trying to edit doesn't exist.",
  created: 'Article created successfully!',
  updated: 'Article updated successfully!',
  saveFailedTitle: 'Error',
  createFailed: 'Failed to create article',
  updateFailed: 'Failed to update article',
  uploadInProgressTitle: 'Please wait',
  uploadInProgress: 'Image upload is in progress. Please wait and try again.',
  fileRefusedTitle: 'Image not uploaded',
  uploadWrongType: 'Please choose a JPG, PNG, WebP or GIF image.',
  uploadFailedHint: 'Make sure you are signed in as an admin or editor, then try again.',
  authorRequired: 'Author is required',
  categoryRequired: 'Please choose a category',
  submit: 'Update Article',
  submitting: 'Updating...',
  uploading: 'Image uploading...',
} as const;

/** docs/product/public-site.md §9: the author defaults to the current user's name, else this. */
export const defaultAuthor = 'Admin User';

/**
 * docs/product/public-site.md §3: an article's read time when none is given (the server applies the
 * same default).
 */
export const defaultReadTime = '5 mins read';
