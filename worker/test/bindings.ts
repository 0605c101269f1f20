/** Plain-text bindings of the Worker under test (the database URL comes from the global setup). */
export const testBindings = {
  APP_ENV: 'test',
  JWT_SECRET: 'test-only-secret-0123456789abcdef0123456789abcdef',
} as const;
