/**
 * Integration tests: the built site as the host serves it (scripts/host/serve.mjs) and a real SMTP server, both
 * started by the tests on loopback ports. Run after `gatsby build` (scripts/test.sh does), since
 * they exercise the compiled functions in .cache/functions.
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/integration"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.m?[jt]sx?$": ["babel-jest", { configFile: "./__tests__/support/babel.config.js" }],
  },
  // Each suite starts its own servers; in band keeps the two cores for them.
  maxWorkers: 1,
  testTimeout: 30_000,
};
