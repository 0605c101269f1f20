// Sign-in accounts: every write to the users table lives in this folder, so a rule about accounts
// has one home: what owners do with their own account, and what admins do with anyone's.
export * from './admin';
export * from './erasure';
export * from './export';
export * from './recovery';
export * from './self-service';
export * from './settings';
