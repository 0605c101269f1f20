export const supportQueueTexts = {
  title: 'Support Requests',
  description:
    'Premium requests first, the soonest reply time first. A reply is mailed to the trade and closes the request.',
  open: 'Open',
  closed: 'Answered',
  premium: 'Premium',
  due: 'Reply by',
  overdue: 'Overdue',
  answered: 'Answered',
  emptyOpen: 'No open support requests.',
  emptyClosed: 'No answered support requests yet.',
  loadFailed: 'We could not load the support requests. Please try again.',
  reply: 'Your reply',
  send: 'Send reply and close',
  failedTitle: 'Reply not sent',
} as const;
