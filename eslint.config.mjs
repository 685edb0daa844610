// ESLint for the whole project: TypeScript's recommended rules everywhere, and for the React code (the site
// and its unit tests) the rules of hooks and the accessibility rules for JSX. Layout is Prettier's
// (`npm run format`), so no rule here is about it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";

// What a visitor's browser runs: held to the accessibility rules. The unit tests' stand-ins are not.
const siteCode = ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"];
const reactCode = [...siteCode, "__tests__/unit/**/*.{ts,tsx}", "__tests__/support/**/*.{ts,tsx}"];

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".netlify/",
      "node_modules/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      "static/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore marks a value left out on purpose (`({ [field]: _dropped, ...rest }) => rest`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  { files: siteCode, ...jsxA11y.flatConfigs.recommended },
  {
    files: reactCode,
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Playwright reads a fixture's first parameter as a destructuring pattern, so one that needs no other fixture is `{}`.
    files: ["__tests__/browser/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // CommonJS: Jest's and Babel's configs, the test doubles.
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
