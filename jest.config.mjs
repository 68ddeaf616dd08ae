import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const base = {
  // Node by default: jsdom's setup cost ~0.2 s of CPU per file, and most files test pure logic. A file
  // that needs a DOM says so in its first line: /** @jest-environment jsdom */.
  testEnvironment: 'node',
  // Sentry keeps a carrier on globalThis; Jest's global cleanup recurses on its setter and crashes the worker.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^next/root-params$': '<rootDir>/tests/stubs/next-root-params.ts' },
  modulePathIgnorePatterns: ['<rootDir>/.tmp/', '<rootDir>/.next/', '<rootDir>/.edge/', '<rootDir>/tools/'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/contract/**/*.test.ts'],
};

// next-intl is ESM-only: let SWC transform it.
export default async function config() {
  const resolved = await createJestConfig(base)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      '/node_modules/(?!(next-intl|use-intl|@formatjs|icu-minify|intl-messageformat|@schummar)/)',
    ],
  };
}
