export * from './articles';
export * from './auth';
export * from './business';
export * from './contact';
export * from './directory';
export * from './newsletter';
export * from './quotes';
export * from './uploads';
