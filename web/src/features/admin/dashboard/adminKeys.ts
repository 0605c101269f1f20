/** SWR keys of the dashboard's reads, shared so a change can refresh what it affects. */
export const statsKey = ['/api/admin/stats'] as const;
export const subscribersKey = ['/api/newsletter/subscribers'] as const;
export const contactMessagesKey = ['/api/contact-messages'] as const;
export const mailKey = ['/api/admin/mail'] as const;
export const activityKey = ['/api/admin/activity'] as const;
export const auditKey = ['/api/admin/audit'] as const;
export const reviewQueueKey = ['/api/admin/reviews', 'held'] as const;
export const billingDriftKey = ['/api/admin/billing-drift'] as const;
