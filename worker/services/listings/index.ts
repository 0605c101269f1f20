// A tradesperson's listing: the tradesmen row whose ownerId is their user id. Every write to the
// tradesmen table lives in this folder, so a rule about listings (who may change what, what a save
// clears) has one home: the owner's profile, the paid plan, the trust figures and staff decisions.
// Public directory reads are in ../directory.ts.
export * from './decisions';
export * from './plans';
export * from './profile';
export * from './trust';
