export * from './articles';
export * from './auth';
export * from './business';
export * from './contact';
export * from './directory';
export { idField } from './fields';
export * from './newsletter';
export * from './quotes';
export * from './uploads';
