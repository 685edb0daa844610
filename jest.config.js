/** Unit and component tests: jsdom, Gatsby's Babel preset, CSS Modules as identity maps. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__/unit"],
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./__tests__/support/babel.config.js" }],
  },
  moduleNameMapper: {
    "^.+\\.module\\.css$": "<rootDir>/__tests__/support/css-module-mock.js",
    "^.+\\.css$": "<rootDir>/__tests__/support/style-mock.js",
    "^.+\\.(jpg|jpeg|png|gif|svg|webp|avif|mp4|mp3|woff2)$": "<rootDir>/__tests__/support/file-mock.js",
    "^gatsby$": "<rootDir>/__tests__/support/gatsby-mock.tsx",
    "^gatsby-plugin-image$": "<rootDir>/__tests__/support/gatsby-plugin-image-mock.tsx",
  },
  // Gatsby ships some ESM-only helpers; let Babel compile them.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7|@iconify/utils)/)"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};
