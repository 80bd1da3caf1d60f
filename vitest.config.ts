import { defineConfig } from 'vitest/config';

// The product API's and the server's test files start their own API and app on a fresh database
// and restore what they stub: they share a worker's imported modules (`isolate: false`, half
// their time, most of it importing the app again for each file), except a file that replaces a
// module (`vi.mock`), which needs its own.
const mocksModules = ['tests/product-api/rate-limits.test.ts'];
const productApi = { environment: 'node', testTimeout: 20_000 } as const;

export default defineConfig({
  test: {
    // one test file per core: the default leaves one core idle (CPUs − 1), half of a 2-core CI
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...productApi,
          name: 'product-api',
          include: ['tests/product-api/**/*.test.ts'],
          exclude: mocksModules,
          isolate: false,
        },
      },
      { test: { ...productApi, name: 'product-api-isolated', include: mocksModules } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
