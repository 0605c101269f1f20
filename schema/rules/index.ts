export * from './account';
export * from './admin';
export * from './articles';
export * from './auth';
export * from './bookings';
export * from './bulk-import';
export * from './business';
export * from './contact';
export * from './directory';
export { idField } from './fields';
export * from './gallery';
export * from './grants';
export * from './newsletter';
export * from './quotes';
export * from './reviews';
export * from './support';
export * from './uploads';
// The credential ledger's rules are imported from './credentials' directly: only the dashboard and
// admin screens use them, and re-exported here they would weigh on every public page's bundle.
